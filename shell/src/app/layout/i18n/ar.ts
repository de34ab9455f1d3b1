import type { ChromeTexts } from './en';

// Arabic (the layout mirrors: the document direction is rtl).
const texts: ChromeTexts = {
  mainNav: 'التنقل الرئيسي',
  home: 'الرئيسية',
  about: 'من نحن',
  services: 'الخدمات',
  reviews: 'الآراء',
  contact: 'اتصل بنا',
  payNow: 'ادفع الآن',
  login: 'تسجيل الدخول',
  logout: 'تسجيل الخروج',
  adminPanel: 'لوحة الإدارة',
  myOrders: 'طلباتي',
  userMenu: 'قائمة الحساب',
  menu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
  language: 'اللغة',
  skipToContent: 'انتقل إلى المحتوى',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  whatsappButton: 'تحدث معنا عبر WhatsApp',
  selectRegion: 'اختر منطقتك',
  india: 'الهند',
  outsideIndia: 'خارج الهند',
  cancel: 'إلغاء',
  errorTitle: 'حدث خطأ ما',
  errorText: 'نأسف، حدث أمر غير متوقع. يرجى تحديث الصفحة.',
  refreshPage: 'تحديث الصفحة',
  appErrorTitle: '🚨 خطأ في التطبيق',
  appErrorText: 'نواجه مشكلة تقنية. ستتم إعادة تحميل التطبيق تلقائيًا خلال بضع ثوانٍ.',
  reloadNow: 'إعادة التحميل الآن',
};
export default texts;
