import { defineDictionary } from 'shared';
import { adminInboxEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminInboxEn>(
  adminInboxEn,
  loadersFor('adminInbox'),
);
