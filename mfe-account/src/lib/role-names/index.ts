import type { Role } from 'contracts';
import { defineDictionary, useTranslation } from 'shared';
import { roleNamesEn } from './i18n/en';
import { loadersFor } from './i18n/loaders';

// Two admin tabs name roles (the Users tab's role picker, the Audit log's role changes), so the
// names live here, below both, in the admin texts' chunks.
export const roleNames = defineDictionary<Role>(roleNamesEn, loadersFor('roles'));

/** A role's name in the page's language. */
export function useRoleName(): (role: Role) => string {
  return useTranslation(roleNames);
}
