import type { ComponentsTranslation } from './en';

// Arabic: the shared components (the data table, the CSV file field, the sessions list).
const ar: ComponentsTranslation = {
  table: {
    sortBy: 'الترتيب حسب {column}',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    pageOf: 'الصفحة {page} من {pages} (المجموع {total})',
    pageOfMore: 'الصفحة {page} (المجموع أكثر من {total})',
    empty: 'لا يوجد ما يُعرض.',
  },
  file: {
    chooseFile: 'اختر ملفًا',
    noFile: 'لم يُختر أي ملف',
    unreadable: 'تعذّرت قراءة الملف.',
  },
  sessions: {
    sessionsTitle: 'الأماكن التي سجّلت الدخول منها',
    sessionsLoading: 'جارٍ تحميل جلساتك…',
    sessionsFailed: 'تعذّر تحميل جلساتك.',
    thisDevice: 'هذا الجهاز',
    ip: 'عنوان IP',
    signedIn: 'تسجيل الدخول',
    lastActive: 'آخر نشاط',
    signOut: 'تسجيل الخروج',
    signOutNamed: 'تسجيل الخروج من {device} ({ip})',
    signOutOthers: 'تسجيل الخروج من كل الجلسات الأخرى',
    signingOut: 'جارٍ تسجيل الخروج…',
    signedOutOne: 'تم تسجيل الخروج من {device} ({ip}).',
    signedOutOthers_zero: 'لم تُنهَ أي جلسة أخرى.',
    signedOutOthers_one: 'أُنهيت جلسة أخرى واحدة.',
    signedOutOthers_two: 'أُنهيت جلستان أخريان.',
    signedOutOthers_few: 'أُنهيت {count} جلسات أخرى.',
    signedOutOthers_many: 'أُنهيت {count} جلسة أخرى.',
    signedOutOthers_other: 'أُنهيت {count} جلسة أخرى.',
    noOthers: 'لم تسجّل الدخول من أي مكان آخر.',
    signOutFailed: 'تعذّر إنهاء الجلسة.',
    deviceOn: '{browser} على {os}',
    unknownDevice: 'جهاز غير معروف',
  },
  translatedField: {
    translations: 'ترجمات {field}',
    missingCount_zero: 'لا توجد ترجمات ناقصة',
    missingCount_one: 'ترجمة واحدة ناقصة',
    missingCount_two: 'ترجمتان ناقصتان',
    missingCount_few: '{count} ترجمات ناقصة',
    missingCount_many: '{count} ترجمة ناقصة',
    missingCount_other: '{count} ترجمة ناقصة',
    allTranslated: 'مترجم إلى كل اللغات',
    missing: 'ناقصة',
    hint: 'إذا تُركت لغة فارغة، تعرض صفحات تلك اللغة النص الإنجليزي.',
    listMissing: 'ترجمات ناقصة: {languages}',
  },
  decision: {
    acceptAsk:
      'هل تقبل {amount} المدفوعة بالمعاملة {transaction} للطلب {reference}؟ يُنفَّذ الطلب ويُرسَل بريد إلكتروني إلى المشتري.',
    rejectAsk:
      'هل ترفض {amount} المدفوعة بالمعاملة {transaction} للطلب {reference}؟ تُعلَّم الدفعة لإعادتها إلى المشتري، ويبقى الطلب كما هو.',
    acceptConfirm: 'قبول الدفعة',
    rejectConfirm: 'رفض الدفعة',
    acceptReason: 'سبب القبول',
    rejectReason: 'سبب الرفض',
    decisionHint: 'من 3 إلى 300 حرف؛ يُحفظ مع الدفعة وفي سجل التدقيق.',
    acceptedDone: 'قُبلت الدفعة {transaction}: نُفِّذ الطلب {reference}.',
    rejectedDone: 'رُفضت الدفعة {transaction}: أعِدها إلى المشتري. السبب: «{reason}».',
    acceptConflict:
      'تعذّر قبول الدفعة: طلبها لم يعد مفتوحًا، أو نفدت عناصره من المخزون، أو اتُّخذ فيها قرار من قبل. ارفضها لكي تُعاد.',
    rejectConflict: 'تعذّر رفض الدفعة: اتُّخذ فيها قرار من قبل.',
    paymentMissing: 'هذه الدفعة لم تعد موجودة.',
    decisionFailed: 'تعذّر حفظ القرار.',
  },
};
export default ar;
