import { defineDictionary } from 'shared';
import { adminAssessmentsEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminAssessmentsEn>(
  adminAssessmentsEn,
  loadersFor('adminAssessments'),
);
