import type { Translation } from '../../../lib/texts';

/** The admin panel's title, its refusal to others than admins, and the tabs' names. */
export const adminPanelEn = {
  title: 'Admin panel',
  description: 'Manage certificates, users, questions and results.',
  noAccess: 'You do not have access to the admin panel. Only administrators can use it.',
  sections: 'Admin sections',
  certificates: 'Certificates',
  users: 'Users',
  questions: 'Question bank',
  results: 'Results',
  security: 'Security events',
  assessments: 'Assessments',
  audit: 'Audit log',
  account: 'Sign-in security',
};

/** The admin panel's title and tab names: every dictionary, as each language file has it. */
export const english = {
  adminPanel: adminPanelEn,
};

export type AdminPanelTranslation = Translation<typeof english>;
