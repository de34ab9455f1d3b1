import type { AccountTranslations } from './types';

const hi: AccountTranslations = {
  login: {
    title: 'लॉग इन',
    email: 'ई-मेल',
    password: 'पासवर्ड',
    submit: 'लॉग इन करें',
    forgot: 'पासवर्ड भूल गए?',
    noAccount: 'नए हैं?',
    signup: 'खाता बनाएँ',
  },
  signup: {
    title: 'साइन अप',
    email: 'ई-मेल',
    password: 'पासवर्ड',
    username: 'उपयोगकर्ता नाम',
    phoneNumber: 'फ़ोन नंबर',
    address: 'पता',
    pinCode: 'पिन कोड',
    country: 'देश',
    interest: 'रुचि',
    submit: 'खाता बनाएँ',
    login: 'लॉग इन करें',
  },
  forgot: {
    title: 'पासवर्ड भूल गए',
    email: 'ई-मेल',
    sendCode: 'कोड भेजें',
    verify: 'कोड सत्यापित करें',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'नए पासवर्ड की पुष्टि करें',
    reset: 'पासवर्ड रीसेट करें',
    backToLogin: 'लॉग इन पर वापस जाएँ',
  },
  password: { show: 'दिखाएँ', hide: 'छिपाएँ', showLabel: 'पासवर्ड दिखाएँ', hideLabel: 'पासवर्ड छिपाएँ' },
  otp: { digit: 'कोड का अंक {n} / {total}' },
};
export default hi;
