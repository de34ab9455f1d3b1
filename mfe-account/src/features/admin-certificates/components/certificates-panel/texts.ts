import { defineDictionary } from 'shared';
import { adminCertificatesEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminCertificatesEn>(
  adminCertificatesEn,
  loadersFor('adminCertificates'),
);
