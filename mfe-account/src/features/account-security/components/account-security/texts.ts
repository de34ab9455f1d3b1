import { defineDictionary } from 'shared';
import { adminSignInEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export type Key = keyof typeof adminSignInEn;

export const messages = defineDictionary<Key>(adminSignInEn, loadersFor('adminSignIn'));
