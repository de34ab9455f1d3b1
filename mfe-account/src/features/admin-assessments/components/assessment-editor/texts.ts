import { defineDictionary } from 'shared';
import { adminEditorEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary<keyof typeof adminEditorEn>(
  adminEditorEn,
  loadersFor('adminEditor'),
);
