import type { Messages } from 'shared';
import type { PayNowKey } from './en';

const messages: Messages<PayNowKey> = {
  payNow: 'अभी भुगतान करें',
  paymentOptions: 'भुगतान विकल्प',
  paypal: 'PayPal',
  card: 'क्रेडिट / डेबिट कार्ड (Stripe)',
  bank: 'बैंक ट्रांसफ़र',
  newTab: '(नए टैब में खुलता है)',
  bankTitle: 'बैंक ट्रांसफ़र विवरण',
  bankIntro: 'सीधे बैंक ट्रांसफ़र के लिए इन विवरणों का उपयोग करें, फिर हमें अपना भुगतान संदर्भ ई-मेल करें।',
  accountNumber: 'खाता संख्या',
  bankName: 'बैंक का नाम',
  branchName: 'शाखा का नाम',
  accountHolder: 'खाताधारक का नाम',
  ifsc: 'IFSC कोड',
  email: 'ईमेल',
  copy: 'कॉपी करें',
  copyField: '{label} कॉपी करें',
  fieldCopied: '{label} कॉपी हो गया',
  copyAll: 'सभी विवरण कॉपी करें',
  copied: 'विवरण कॉपी हो गए!',
  copyManually:
    'कॉपी करने की अनुमति नहीं मिली। विवरण चुन लिए गए हैं: कॉपी करने के लिए Ctrl+C (Mac पर ⌘C) दबाएँ।',
  close: 'बंद करें',
};

export default messages;
