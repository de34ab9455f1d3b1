import type { ContactTexts } from './en';

// Hindi.
const hi: ContactTexts = {
  title: 'संपर्क करें',
  metaDescription:
    'CompTIA या PECB कोर्स, परीक्षा वाउचर, इंटर्नशिप या किसी प्रोजेक्ट के बारे में पूछें। हम एक कार्यदिवस के भीतर जवाब देते हैं।',
  lead: 'किसी कोर्स, परीक्षा वाउचर, इंटर्नशिप या प्रोजेक्ट के बारे में पूछें। हमारी टीम एक कार्यदिवस के भीतर जवाब देती है।',
  form: 'पूछताछ फ़ॉर्म',
  name: 'नाम',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  optional: '(वैकल्पिक)',
  subject: 'विषय या कोर्स',
  message: 'संदेश',
  sending: 'भेजा जा रहा है…',
  send: 'पूछताछ भेजें',
  direct: 'हमसे सीधे संपर्क करें',
  emailLine: 'ई-मेल:',
  phoneLine: 'फ़ोन:',
  thanks: 'धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  nameRequired: 'कृपया अपना नाम दर्ज करें।',
  nameTooLong: 'आपका नाम अधिकतम {max} अक्षरों का हो सकता है।',
  emailRequired: 'कृपया अपना ई-मेल पता दर्ज करें।',
  emailInvalid: 'कृपया एक मान्य ई-मेल पता दर्ज करें, जैसे name@example.com।',
  phoneInvalid: 'कृपया एक मान्य फ़ोन नंबर दर्ज करें (अंक, स्पेस, +, - और कोष्ठक)।',
  subjectRequired: 'कृपया बताएँ कि आप किस विषय या कोर्स के बारे में पूछ रहे हैं।',
  subjectTooLong: 'विषय अधिकतम {max} अक्षरों का हो सकता है।',
  messageRequired: 'कृपया अपना संदेश लिखें।',
  messageTooShort: 'कृपया थोड़ा और बताएँ (कम से कम {min} अक्षर)।',
  messageTooLong: 'आपका संदेश अधिकतम {max} अक्षरों का हो सकता है।',
};

export default hi;
