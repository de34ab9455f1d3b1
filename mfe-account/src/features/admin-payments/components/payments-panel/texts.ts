import { defineDictionary } from 'shared';
import { adminPaymentsEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminPaymentsEn>(
  adminPaymentsEn,
  loadersFor('adminPayments'),
);
