import type { ComponentPluralForms, ComponentTexts } from './en';

// Arabic (Modern Standard Arabic): the breadcrumb, course counts and PECB's category names.
const ar: ComponentTexts & ComponentPluralForms = {
  breadcrumb: 'مسار التنقل',
  home: 'الرئيسية',
  courseCount_zero: 'لا دورات',
  courseCount_one: 'دورة واحدة',
  courseCount_two: 'دورتان',
  courseCount_few: '{count} دورات',
  courseCount_many: '{count} دورة',
  courseCount_other: '{count} دورة',
  'category.information-security': 'أمن المعلومات',
  'category.cybersecurity': 'الأمن السيبراني',
  'category.quality': 'الجودة',
  'category.governance': 'الحوكمة والمخاطر والامتثال',
  'category.artificial-intelligence': 'الذكاء الاصطناعي',
  'category.privacy': 'الخصوصية وحماية البيانات',
  'category.continuity': 'الاستمرارية والمرونة',
  'category.technical-cybersecurity': 'الأمن السيبراني التقني',
  'category.digital-transformation': 'التحول الرقمي',
};

export default ar;
