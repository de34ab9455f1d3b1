import { defineDictionary } from 'shared';
import { adminUsersEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary(adminUsersEn, loadersFor('adminUsers'));
