import { defineDictionary } from 'shared';
import { adminVisitorTextsEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminVisitorTextsEn>(
  adminVisitorTextsEn,
  loadersFor('adminVisitorTexts'),
);
