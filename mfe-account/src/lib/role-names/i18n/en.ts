import type { Role } from 'contracts';
import type { Translation } from '../../texts';

/** A role's name, as the Users tab offers it and the Audit log shows it in a role change. */
export const roleNamesEn = {
  user: 'User',
  employee: 'Employee',
  sales: 'Sales',
  admin: 'Admin',
} satisfies Record<Role, string>;

/** The role names: every dictionary, as each language file has it. */
export const english = {
  roles: roleNamesEn,
};

export type RoleNamesTranslation = Translation<typeof english>;
