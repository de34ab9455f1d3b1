import type { Translation } from '../../../lib/texts';

/**
 * The admin panel's title, its refusal to others than admins and the tab list's name. Each tab's
 * own name is a text of its feature (`tab` in the feature's i18n/en.ts).
 */
export const adminPanelEn = {
  title: 'Admin panel',
  description: 'Manage certificates, users, questions and results.',
  noAccess:
    'You do not have access to the admin panel. Only administrators and sales staff can use it.',
  sections: 'Admin sections',
};

/** The admin panel's own texts: every dictionary, as each language file has it. */
export const english = {
  adminPanel: adminPanelEn,
};

export type AdminPanelTranslation = Translation<typeof english>;
