import type { EmailsTranslation } from './en';

// Arabic (Modern Standard): the Failed e-mails tab.
const ar: EmailsTranslation = {
  adminEmails: {
    tab: 'رسائل البريد الفاشلة',
    title: 'رسائل بريد لم تُسلَّم',
    intro:
      'تنتظر كل رسالة بريد يرسلها الموقع أولًا في صندوق الصادر وتُعاد محاولة إرسالها عدة مرات. هذه هي الرسائل التي ما زالت تنتظر أو توقفت محاولاتها؛ أعد محاولة إرسال إحداها بعد إصلاح السبب (خادم البريد أو العنوان).',
    show: 'عرض',
    showFailed: 'فاشلة: استُنفدت كل المحاولات',
    showPending: 'قيد الانتظار: ما زالت المحاولات جارية',
    created: 'أُنشئت',
    to: 'إلى',
    subject: 'الموضوع',
    kind: 'النوع',
    status: 'الحالة',
    failed: 'فاشلة',
    pending: 'قيد الانتظار',
    sent: 'مُرسلة',
    attempts: 'المحاولات',
    lastError: 'آخر خطأ',
    noError: '—',
    actions: 'الإجراءات',
    retry: 'إعادة المحاولة',
    retryTo: 'إعادة محاولة إرسال البريد إلى {to}',
    retried: 'عاد البريد المرسل إلى {to} إلى قائمة الانتظار.',
    retryGone: 'لم يعد هذا البريد فاشلًا (أُعيدت محاولته أو أُرسل في هذه الأثناء).',
    retryFailed: 'تعذّرت إعادة البريد إلى قائمة الانتظار.',
    loadFailed: 'تعذّر تحميل رسائل البريد.',
    loading: 'جارٍ التحميل…',
    noneFailed: 'لا توجد رسالة بريد فاشلة.',
    nonePending: 'لا توجد رسالة بريد تنتظر الإرسال.',
  },
};
export default ar;
