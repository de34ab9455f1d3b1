import type { Messages } from 'shared';
import type { PayNowKey } from './en';

const messages: Messages<PayNowKey> = {
  payNow: 'ادفع الآن',
  paymentOptions: 'خيارات الدفع',
  paypal: 'PayPal',
  card: 'بطاقة ائتمان / خصم (Stripe)',
  bank: 'تحويل بنكي',
  newTab: '(يفتح في علامة تبويب جديدة)',
  bankTitle: 'تفاصيل التحويل البنكي',
  bankIntro:
    'استخدم هذه التفاصيل لإجراء تحويل بنكي مباشر، ثم أرسل إلينا مرجع الدفع بالبريد الإلكتروني.',
  accountNumber: 'رقم الحساب',
  bankName: 'اسم البنك',
  branchName: 'اسم الفرع',
  accountHolder: 'اسم صاحب الحساب',
  ifsc: 'رمز IFSC',
  email: 'البريد الإلكتروني',
  copy: 'نسخ',
  copyField: 'نسخ {label}',
  fieldCopied: 'تم نسخ {label}',
  copyAll: 'نسخ كل التفاصيل',
  copied: 'تم نسخ التفاصيل!',
  copyManually: 'لم يُسمح بالنسخ. تم تحديد التفاصيل: اضغط Ctrl+C (أو ⌘C على Mac) للنسخ.',
  close: 'إغلاق',
};

export default messages;
