import { defineDictionary } from 'shared';
import { adminCouponsEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminCouponsEn>(
  adminCouponsEn,
  loadersFor('adminCoupons'),
);
