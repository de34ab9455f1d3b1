import { defineDictionary } from 'shared';
import { adminHomeEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminHomeEn>(
  adminHomeEn,
  loadersFor('adminHome'),
);
