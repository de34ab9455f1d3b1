import type { CorrectionsTranslation } from './en';

// Arabic: the Name corrections tab.
const ar: CorrectionsTranslation = {
  adminCorrections: {
    tab: 'تصحيحات الأسماء',
    title: 'تصحيحات الأسماء',
    intro:
      'يطلب المتعلّمون تصحيح الاسم المطبوع على شهادة. الموافقة تُصدر شهادة مصحَّحة بمعرّف جديد وتُبطل القديمة؛ والرفض يُبقي الشهادة كما هي. يتلقى المتعلّم رسالة بريد إلكتروني في الحالتين.',
    loading: 'جارٍ التحميل…',
    none: 'لا يوجد تصحيح اسم ينتظر قرارًا.',
    failed: 'تعذّر تحميل الطلبات.',
    caption: 'تصحيحات الأسماء التي تنتظر قرارًا، الأحدث أولًا',
    certificate: 'الشهادة',
    course: 'الدورة',
    learner: 'المتعلّم',
    currentName: 'الاسم الحالي',
    requestedName: 'الاسم المطلوب',
    reason: 'السبب المذكور',
    asked: 'تاريخ الطلب',
    decision: 'القرار',
    approve: 'موافقة',
    refuse: 'رفض',
    approveFor: 'الموافقة على تصحيح {certificateId}',
    refuseFor: 'رفض تصحيح {certificateId}',
    approveAsk:
      'هل تريد تصحيح الاسم على {certificateId} من «{from}» إلى «{to}»؟ ستصدر شهادة مصحَّحة وتُبطل هذه الشهادة.',
    refuseAsk: 'هل تريد رفض تصحيح الاسم على {certificateId} إلى «{to}»؟ ستبقى الشهادة كما هي.',
    approveConfirm: 'موافقة وإعادة إصدار',
    refuseConfirm: 'رفض',
    keep: 'إبقاء الطلب قيد الانتظار',
    noteLabel: 'ملاحظة للمتعلّم',
    refuseLabel: 'السبب للمتعلّم',
    noteHint: 'تُرسل إلى المتعلّم وتُحفظ في سجل التدقيق؛ 500 حرف كحد أقصى.',
    noteInvalid: 'اكتب من 1 إلى 500 حرف.',
    approved: 'تمت الموافقة: حلّت {newCertificateId} محل {certificateId}.',
    refused: 'تم الرفض: تبقى {certificateId} كما هي.',
    decideFailed: 'لم يُسجَّل القرار: {why}',
  },
};
export default ar;
