import type { VoucherStockTranslation } from './en';

// Arabic (Modern Standard): the Voucher stock tab.
const ar: VoucherStockTranslation = {
  adminVoucherStock: {
    tab: 'مخزون القسائم',
    importTitle: 'استيراد رموز قسيمة الامتحان',
    importHelp:
      'ملف CSV من طلبية المورّد. يسمّي السطر الأول الأعمدة: course (المعرّف النصي للدورة، مثل security-plus) وcode وexpiry (YYYY-MM-DD). يُفحص كل سطر: إذا كان سطر واحد خاطئًا فلن يُستورد أي رمز.',
    csvFile: 'ملف CSV للرموز',
    import: 'استيراد الرموز',
    importing: 'جارٍ الاستيراد…',
    fileRequired: 'اختر ملف CSV المراد استيراده.',
    fileEmpty: 'الملف فارغ.',
    missingColumns: 'تنقص السطرَ الأول من الملف هذه الأعمدة: {columns}.',
    imported_zero: 'لم يُستورد أي رمز.',
    imported_one: 'استُورد رمز واحد.',
    imported_two: 'استُورد رمزان.',
    imported_few: 'استُوردت {count} رموز.',
    imported_many: 'استُورد {count} رمزًا.',
    imported_other: 'استُورد {count} رمز.',
    importedCourse: 'الدورة',
    importedCount: 'الرموز المستوردة',
    rejected_one: 'لم يُستورد شيء: في سطر واحد خطأ.',
    rejected_two: 'لم يُستورد شيء: في سطرين أخطاء.',
    rejected_few: 'لم يُستورد شيء: في {count} أسطر أخطاء.',
    rejected_many: 'لم يُستورد شيء: في {count} سطرًا أخطاء.',
    rejected_other: 'لم يُستورد شيء: في {count} سطر أخطاء.',
    row: 'السطر',
    problem: 'المشكلة',
    importRace: 'لم يُستورد شيء: استُورد أحد الرموز في هذه الأثناء. حاول مرة أخرى.',
    importFailed: 'لم يُستورد شيء.',
    voidTitle: 'إلغاء رمز',
    voidHelp:
      'رمز سحبه المورّد، أو رمز يجب ألا يُباع. لا يُلغى إلا رمز ما زال متاحًا؛ ولا يرى الموظفون قائمة الرموز أبدًا.',
    code: 'رمز قسيمة الامتحان',
    voidButton: 'إلغاء الرمز',
    codeRequired: 'أدخل الرمز المراد إلغاؤه.',
    codeInvalid: 'يتكوّن الرمز من 6 إلى 64 حرفًا أو رقمًا أو شرطة، بلا مسافات.',
    confirmVoid: 'هل تريد إلغاء رمز قسيمة الامتحان {code}؟ لن يُباع أبدًا.',
    cancel: 'تراجع',
    voided: 'أُلغي الرمز {code}.',
    codeUnknown: 'لم يُستورد أي رمز كهذا.',
    codeNotAvailable: 'هذا الرمز محجوز أو مبيع أو ملغى بالفعل: لا يُلغى إلا رمز متاح.',
    voidFailed: 'تعذّر إلغاء الرمز.',
  },
};
export default ar;
