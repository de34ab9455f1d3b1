import { defineDictionary } from 'shared';
import { nameCorrectionEn } from '../i18n/name-correction-en';
import { loadersFor } from '../i18n/loaders';

export const correctionMessages = defineDictionary<keyof typeof nameCorrectionEn>(
  nameCorrectionEn,
  loadersFor('nameCorrection'),
);
