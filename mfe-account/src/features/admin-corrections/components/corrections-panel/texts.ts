import { defineDictionary } from 'shared';
import { adminCorrectionsEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminCorrectionsEn>(
  adminCorrectionsEn,
  loadersFor('adminCorrections'),
);
