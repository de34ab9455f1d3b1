import type { QuestionsTranslation } from './en';

// Arabic: the Question bank tab.
const ar: QuestionsTranslation = {
  adminQuestions: {
    tab: 'بنك الأسئلة',
    title: 'بنك الأسئلة',
    filter: 'الفئة',
    all: 'جميع الفئات',
    addTitle: 'إضافة سؤال',
    editTitle: 'تعديل السؤال',
    text: 'السؤال',
    option: 'الخيار {n}',
    correct: 'الخيار الصحيح',
    category: 'الفئة',
    explanation: 'الشرح (اختياري)',
    save: 'حفظ السؤال',
    cancel: 'إلغاء',
    edit: 'تعديل',
    remove: 'حذف',
    actions: 'الإجراءات',
    confirmDelete: 'هل تريد حذف هذا السؤال؟ لن يظهر بعد الآن في الاختبارات.',
    added: 'تمت إضافة السؤال.',
    updated: 'تم تحديث السؤال.',
    deleted: 'تم حذف السؤال.',
    failed: 'تعذّر حفظ السؤال.',
    deleteFailed: 'تعذّر حذف السؤال.',
    loadFailed: 'تعذّر تحميل الأسئلة.',
    incomplete: 'أدخل السؤال وفئةً وخيارين على الأقل.',
  },
};
export default ar;
