import type { AdminPanelTranslation } from './en';

// Arabic: the admin panel's title and tab names.
const ar: AdminPanelTranslation = {
  adminPanel: {
    title: 'لوحة الإدارة',
    description: 'إدارة الشهادات والمستخدمين والأسئلة والنتائج.',
    noAccess: 'ليست لديك صلاحية الوصول إلى لوحة الإدارة. يقتصر استخدامها على المسؤولين.',
    sections: 'أقسام الإدارة',
    certificates: 'الشهادات',
    users: 'المستخدمون',
    questions: 'بنك الأسئلة',
    results: 'النتائج',
    security: 'الأحداث الأمنية',
    assessments: 'التقييمات',
    audit: 'سجل التدقيق',
    account: 'أمان تسجيل الدخول',
  },
};
export default ar;
