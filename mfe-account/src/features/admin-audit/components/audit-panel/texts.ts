import { defineDictionary } from 'shared';
import { adminAuditEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminAuditEn>(
  adminAuditEn,
  loadersFor('adminAudit'),
);

export type Key = keyof typeof adminAuditEn;
