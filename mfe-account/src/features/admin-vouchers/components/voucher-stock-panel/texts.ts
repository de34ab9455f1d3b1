import { defineDictionary } from 'shared';
import { adminVoucherStockEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminVoucherStockEn>(
  adminVoucherStockEn,
  loadersFor('adminVoucherStock'),
);
