import type { Messages } from 'shared';
import type { LookupKey } from './en';

const messages: Messages<LookupKey> = {
  title: 'التحقق من شهادة',
  intro: 'أدخل رقم الشهادة المطبوع عليها للتأكد من أنها أصلية.',
  label: 'أدخل رقم الشهادة',
  verify: 'تحقق',
  verifying: 'جارٍ التحقق…',
  empty: 'يرجى إدخال رقم شهادة صالح.',
  notFound: 'لم يتم العثور على الشهادة.',
  details: 'تفاصيل الشهادة',
  verified: 'موثقة',
  revoked: 'ملغاة',
  revokedNote: 'تم إلغاء هذه الشهادة ولم تعد صالحة.',
  expired: 'منتهية الصلاحية',
  expiredNote: 'انتهت صلاحيتها في {date}. الشهادة أصلية لكنها لم تعد سارية.',
  name: 'الاسم',
  certificateId: 'رقم الشهادة',
  issuedBy: 'جهة الإصدار',
  course: 'الدورة',
  issueDate: 'تاريخ الإصدار',
  validUntil: 'صالحة حتى',
  announceVerified: 'تم التحقق من الشهادة {id}.',
  announceRevoked: 'تم العثور على الشهادة {id}، لكنها ملغاة.',
  announceExpired: 'تم العثور على الشهادة {id}، لكن صلاحيتها انتهت في {date}.',
  copyLink: 'نسخ الرابط',
  linkCopied: 'تم نسخ الرابط',
  copyFailed: 'تعذر نسخ الرابط. انسخه من هنا: {link}',
  downloadPdf: 'تنزيل PDF',
  preparingPdf: 'جارٍ تجهيز ملف PDF…',
  pdfFailed: 'تعذر إنشاء ملف PDF. يرجى المحاولة مرة أخرى.',
  downloadCredential: 'تنزيل بيانات الاعتماد (JSON)',
  signatureChecked:
    'تم التحقق من التوقيع الرقمي: صادرة عن {issuer}، المفتاح {key}، وُقّعت في {date}.',
  signatureUnchecked: 'تعذر التحقق من التوقيع الرقمي.',
  verifyOnline: 'التحقق عبر الإنترنت',
  addToLinkedIn: 'إضافة إلى الملف الشخصي على LinkedIn',
  opensNewTab: '(يفتح LinkedIn في علامة تبويب جديدة)',
};

export default messages;
