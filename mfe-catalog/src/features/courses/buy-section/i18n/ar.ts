import type { BuySectionPluralForms, BuySectionTexts } from './en';

// Arabic (Modern Standard Arabic). Vendor and exam names stay as the vendors write them.
const ar: BuySectionTexts & BuySectionPluralForms = {
  heading: 'الأسعار والدفعات القادمة',
  voucherHeading: 'قسيمة الامتحان',
  price: 'السعر',
  usdPrice: '{price} للمشترين من خارج الهند',
  availability: 'التوفر',
  inStock: 'متوفرة',
  lowStock: 'متوفرة، بقي عدد قليل',
  outOfStock: 'نفدت الكمية',
  buy: 'اشترِ',
  buyLabel: 'اشترِ قسيمة الامتحان لـ {course}',
  noVoucher: 'قسيمة الامتحان لهذه الدورة غير معروضة للبيع عبر الإنترنت حاليًا.',
  batchesHeading: 'الدفعات القادمة',
  noBatches: 'لا توجد دفعات مجدولة حاليًا.',
  schedule: 'المواعيد',
  mode: 'طريقة التدريب',
  online: 'مباشرةً عبر الإنترنت',
  classroom: 'حضوريًا',
  classroomIn: 'حضوريًا، {city}',
  seats: 'المقاعد',
  seatsLeft_zero: 'لم يبقَ أي مقعد',
  seatsLeft_one: 'بقي مقعد واحد',
  seatsLeft_two: 'بقي مقعدان',
  seatsLeft_few: 'بقيت {count} مقاعد',
  seatsLeft_many: 'بقي {count} مقعدًا',
  seatsLeft_other: 'بقي {count} مقعد',
  soldOut: 'اكتمل العدد: لم يبقَ أي مقعد في هذه الدفعة.',
  bookSeat: 'احجز مقعدًا',
  bookSeatLabel: 'احجز مقعدًا في دفعة {dates}',
  loadError: 'تعذّر تحميل الأسعار والمواعيد الآن. يُرجى المحاولة لاحقًا.',
};

export default ar;
