import { defineDictionary } from 'shared';
import { adminEmailsEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminEmailsEn>(
  adminEmailsEn,
  loadersFor('adminEmails'),
);
