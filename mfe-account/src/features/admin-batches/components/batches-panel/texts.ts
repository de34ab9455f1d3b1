import { defineDictionary } from 'shared';
import { adminBatchesEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminBatchesEn>(
  adminBatchesEn,
  loadersFor('adminBatches'),
);
