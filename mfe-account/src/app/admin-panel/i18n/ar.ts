import type { AdminPanelTranslation } from './en';

// Arabic: the admin panel's title, description and refusal (each tab's name is its feature's).
const ar: AdminPanelTranslation = {
  adminPanel: {
    title: 'لوحة الإدارة',
    description: 'إدارة الشهادات والمستخدمين والأسئلة والنتائج.',
    noAccess:
      'ليست لديك صلاحية الوصول إلى لوحة الإدارة. يقتصر استخدامها على المسؤولين وموظفي المبيعات.',
    sections: 'أقسام الإدارة',
  },
};
export default ar;
