import type { PricesTranslation } from './en';

// Arabic (Modern Standard): the Prices tab.
const ar: PricesTranslation = {
  adminPrices: {
    tab: 'الأسعار',
    title: 'أسعار قسيمة الامتحان لكل دورة',
    intro:
      'قسيمة امتحان كل دورة: سعرها بالروبية للمشترين في الهند وبالدولار لغيرهم، والرموز المتوفرة في المخزون.',
    course: 'الدورة',
    chooseCourse: 'اختر دورة',
    priceInr: 'السعر بالروبية (INR)',
    priceUsd: 'السعر بالدولار (USD)',
    priceHint: 'مثل 1499 أو 1499.50',
    lowStock: 'تنبيه انخفاض المخزون عند (عدد الرموز)',
    lowStockHint:
      'يُرسَل بريد إلكتروني إلى فريق المبيعات حين ينخفض عدد الرموز المتاحة إلى هذا العدد.',
    onSale: 'معروضة للبيع في صفحة الدورة',
    status: 'الحالة',
    active: 'معروضة للبيع',
    inactive: 'غير معروضة للبيع',
    stock: 'المخزون',
    stockCounts: 'متاحة: {available}، محجوزة: {reserved}، مبيعة: {sold}، ملغاة: {void}',
    actions: 'الإجراءات',
    edit: 'تعديل',
    editCourse: 'تعديل {course}',
    createTitle: 'عرض قسيمة امتحان للبيع',
    editTitle: 'تعديل قسيمة امتحان {course}',
    create: 'عرض قسيمة الامتحان',
    save: 'حفظ التغييرات',
    cancel: 'إلغاء',
    created: 'أصبحت قسيمة امتحان {course} معروضة للبيع.',
    saved: 'عُدّلت قسيمة امتحان {course}.',
    courseRequired: 'اختر الدورة.',
    priceInvalid: 'أدخل مبلغًا أكبر من صفر بمنزلتين عشريتين على الأكثر، مثل 1499 أو 1499.50.',
    lowStockInvalid: 'أدخل عددًا صحيحًا من 0 إلى 10000.',
    exists: 'لهذه الدورة قسيمة امتحان بالفعل: عدّلها في القائمة.',
    missing: 'لم تعد قسيمة الامتحان هذه موجودة. أعد تحميل القائمة.',
    saveFailed: 'تعذّر حفظ قسيمة الامتحان.',
    loadFailed: 'تعذّر تحميل قسائم الامتحان.',
    loading: 'جارٍ التحميل…',
    none: 'لا توجد قسيمة امتحان معروضة للبيع بعد.',
  },
};
export default ar;
