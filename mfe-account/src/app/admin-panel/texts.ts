import { defineDictionary } from 'shared';
import { adminPanelEn } from './i18n/en';
import { loadersFor } from './i18n/loaders';

export const messages = defineDictionary(adminPanelEn, loadersFor('adminPanel'));
