import type { AccountTranslations } from './types';

const ar: AccountTranslations = {
  login: {
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
    noAccount: 'جديد هنا؟',
    signup: 'إنشاء حساب',
  },
  signup: {
    title: 'إنشاء حساب',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    username: 'اسم المستخدم',
    phoneNumber: 'رقم الهاتف',
    address: 'العنوان',
    pinCode: 'الرمز البريدي',
    country: 'الدولة',
    interest: 'الاهتمام',
    submit: 'إنشاء الحساب',
    login: 'تسجيل الدخول',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    email: 'البريد الإلكتروني',
    sendCode: 'إرسال الرمز',
    verify: 'تحقق من الرمز',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    reset: 'إعادة تعيين كلمة المرور',
    backToLogin: 'العودة إلى تسجيل الدخول',
  },
  password: {
    show: 'إظهار',
    hide: 'إخفاء',
    showLabel: 'إظهار كلمة المرور',
    hideLabel: 'إخفاء كلمة المرور',
  },
  otp: { digit: 'الرقم {n} من {total} في الرمز' },
};
export default ar;
