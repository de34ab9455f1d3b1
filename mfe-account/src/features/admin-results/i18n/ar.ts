import type { ResultsTranslation } from './en';

// Arabic: the Results and Security events tabs.
const ar: ResultsTranslation = {
  adminResults: {
    resultsTab: 'النتائج',
    securityTab: 'الأحداث الأمنية',
    title: 'النتائج',
    user: 'المستخدم',
    allUsers: 'جميع المستخدمين',
    category: 'الفئة',
    allCategories: 'جميع الفئات',
    score: 'الدرجة',
    passed: 'ناجح',
    yes: 'نعم',
    no: 'لا',
    date: 'التاريخ',
    passRate_zero: 'نسبة النجاح: {rate}% من {count} محاولة',
    passRate_one: 'نسبة النجاح: {rate}% من محاولة واحدة',
    passRate_two: 'نسبة النجاح: {rate}% من محاولتين',
    passRate_few: 'نسبة النجاح: {rate}% من {count} محاولات',
    passRate_many: 'نسبة النجاح: {rate}% من {count} محاولة',
    passRate_other: 'نسبة النجاح: {rate}% من {count} محاولة',
    noResults: 'لا توجد نتائج مطابقة.',
    loadFailed: 'تعذّر تحميل النتائج.',
    securityTitle: 'الأحداث الأمنية',
    attempt: 'المحاولة',
    kind: 'الحدث',
    time: 'الوقت',
    securityFailed: 'تعذّر تحميل الأحداث الأمنية.',
  },
};
export default ar;
