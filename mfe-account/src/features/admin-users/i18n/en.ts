import type { Translation } from '../../../lib/texts';

/** The users tab's texts: the list, the role change and the reset of a second factor. */
export const adminUsersEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Users',
  title: 'Users',
  search: 'Search by name or e-mail',
  searchButton: 'Search',
  username: 'Username',
  email: 'E-mail',
  role: 'Role',
  joined: 'Joined',
  roleOf: 'Role of {name}',
  apply: 'Change role',
  applyFor: 'Change the role of {name}',
  roleHint:
    'Employees may take assessments open to employees; admins manage the site. A change signs the account out everywhere.',
  confirm:
    'Change the role of {name} from {from} to {to}? {name} will be signed out on every device and gets the new role at the next sign-in.',
  changed: '{name} is now {role}. Their sessions have ended.',
  changeFailed: 'The role could not be changed.',
  loadFailed: 'The users could not be loaded.',
  mfa: 'Two-step sign-in',
  mfaOn: 'On',
  mfaOff: 'Off',
  mfaReset: 'Reset two-step sign-in',
  mfaResetFor: 'Reset the two-step sign-in of {name}',
  mfaResetTitle: 'Reset the two-step sign-in of {name}?',
  mfaResetText:
    'The owner will sign in with their password alone and must turn it on again; they are told by e-mail.',
  cancel: 'Cancel',
  mfaResetDone: 'The two-step sign-in of {name} was reset.',
  mfaResetFailed: 'Two-step sign-in could not be reset.',
  // Making an admin and resetting a factor need a code of the acting admin's own factor.
  confirmAdmin:
    'Make {name} an administrator? {name} will be signed out on every device and gets the new role at the next sign-in.',
  stepUpCode: 'Your current code from your authenticator app, or a recovery code',
  stepUpHint: 'This change needs a code from your own two-step sign-in.',
  emailUnproven: 'E-mail not confirmed yet: only the role User until it is.',
};

/** The Users tab: every dictionary, as each language file has it. */
export const english = {
  adminUsers: adminUsersEn,
};

export type UsersTranslation = Translation<typeof english>;
