import { defineDictionary } from 'shared';
import { adminResultsEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

/** The Results and Security events tabs' texts (both list quiz attempts). */
export const messages = defineDictionary<keyof typeof adminResultsEn>(
  adminResultsEn,
  loadersFor('adminResults'),
);

/** Who took an attempt: the API names the account as best it can. */
export const who = (r: { username?: string; email?: string; userId?: string }) =>
  r.username ?? r.email ?? r.userId ?? '';
