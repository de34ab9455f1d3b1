import type { ResultsTranslation } from './en';

// Arabic: the Results and Security events tabs.
const ar: ResultsTranslation = {
  adminResults: {
    resultsTab: 'النتائج',
    securityTab: 'الأحداث الأمنية',
    title: 'النتائج',
    user: 'المستخدم',
    search: 'البحث بالاسم أو البريد الإلكتروني',
    searchButton: 'بحث',
    category: 'الفئة',
    allCategories: 'جميع الفئات',
    score: 'الدرجة',
    passed: 'ناجح',
    yes: 'نعم',
    no: 'لا',
    date: 'التاريخ',
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
