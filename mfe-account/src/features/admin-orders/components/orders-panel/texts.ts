import { defineDictionary } from 'shared';
import { adminOrdersEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminOrdersEn>(
  adminOrdersEn,
  loadersFor('adminOrders'),
);
