import type { ChromeTexts } from './en';

// Hindi.
const texts: ChromeTexts = {
  mainNav: 'मुख्य',
  home: 'होम',
  about: 'हमारे बारे में',
  services: 'सेवाएँ',
  reviews: 'समीक्षाएँ',
  contact: 'संपर्क',
  payNow: 'अभी भुगतान करें',
  login: 'लॉग इन',
  logout: 'लॉग आउट',
  adminPanel: 'एडमिन पैनल',
  myOrders: 'मेरे ऑर्डर',
  userMenu: 'खाता मेनू',
  menu: 'मेनू',
  closeMenu: 'मेनू बंद करें',
  language: 'भाषा',
  skipToContent: 'सामग्री पर जाएँ',
  opensInNewTab: '(नए टैब में खुलता है)',
  whatsappButton: 'WhatsApp पर हमसे बात करें',
  selectRegion: 'अपना क्षेत्र चुनें',
  india: 'भारत',
  outsideIndia: 'भारत के बाहर',
  cancel: 'रद्द करें',
  errorTitle: 'कुछ गलत हो गया',
  errorText: 'क्षमा करें, कुछ अनपेक्षित हुआ। कृपया पृष्ठ को रीफ़्रेश करके देखें।',
  refreshPage: 'पृष्ठ रीफ़्रेश करें',
  appErrorTitle: '🚨 एप्लिकेशन त्रुटि',
  appErrorText: 'हमें एक तकनीकी समस्या आ रही है। एप्लिकेशन कुछ ही सेकंड में अपने आप फिर से लोड होगा।',
  reloadNow: 'अभी रीलोड करें',
};
export default texts;
