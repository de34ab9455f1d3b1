import type { AdminHomeTranslation } from './en';

// Arabic: the admin home.
const ar: AdminHomeTranslation = {
  adminHome: {
    tab: 'الرئيسية',
    title: 'نظرة سريعة',
    asOf: 'أرقام يوم {date} بتوقيت الهند.',
    loading: 'جارٍ تحميل الأرقام…',
    loadFailed: 'تعذّر تحميل الأرقام.',
    retry: 'أعد المحاولة',
    ordersToday: 'الطلبات المدفوعة اليوم',
    ordersMonth: 'الطلبات المدفوعة هذا الشهر',
    revenue: 'الإيرادات: {amount}',
    awaiting: 'تحويلات بانتظار التأكيد',
    awaitingHint: 'طلبات التحويل البنكي وUPI التي أرسل مشتريها مرجع التحويل (UTR).',
    held: 'مدفوعات محجوزة للمراجعة',
    heldHint: 'لم تُقبل ولم تُرفض بعد.',
    lowStock: 'قسائم امتحان على وشك النفاد',
    lowStockNone: 'كل قسيمة امتحان أعلى من حدّ المخزون المنخفض الخاص بها.',
    lowStockItem: '{course}: بقي {available} (الحدّ {threshold})',
    enquiries: 'استفسارات جديدة',
    enquiriesHint: 'لم يُردّ عليها بعد.',
    certificatesToday: 'الشهادات الصادرة اليوم',
    certificatesMonth: 'الشهادات الصادرة هذا الشهر',
    chartTitle: 'عمليات التحقق من الشهادات، آخر 30 يومًا',
    chartLabel: 'مخطط أعمدة لعمليات التحقق من الشهادات في كل يوم من آخر 30 يومًا',
    chartSummary: 'عدد عمليات التحقق خلال آخر 30 يومًا: {total}. أكثر الأيام كان {day} ({count}).',
    chartSummaryNone: 'لم يجرِ التحقق من أي شهادة خلال آخر 30 يومًا.',
    chartFailed: 'تعذّر رسم المخطط؛ الأرقام في الجدول أدناه.',
    chartTable: 'عمليات التحقق في كل يوم',
    day: 'اليوم',
    verifications: 'عمليات التحقق',
    perCertificate: 'عمليات التحقق لكل شهادة',
  },
};

export default ar;
