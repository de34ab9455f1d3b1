import { defineDictionary } from 'shared';
import { adminPricesEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminPricesEn>(
  adminPricesEn,
  loadersFor('adminPrices'),
);
