import type { Messages } from 'shared';
import type { LookupKey } from './en';

const messages: Messages<LookupKey> = {
  title: 'प्रमाणपत्र सत्यापित करें',
  intro: 'यह पुष्टि करने के लिए कि प्रमाणपत्र असली है, उस पर छपी प्रमाणपत्र आईडी दर्ज करें।',
  label: 'प्रमाणपत्र आईडी दर्ज करें',
  verify: 'सत्यापित करें',
  verifying: 'सत्यापित किया जा रहा है…',
  empty: 'कृपया एक मान्य प्रमाणपत्र आईडी दर्ज करें।',
  notFound: 'प्रमाणपत्र नहीं मिला।',
  details: 'प्रमाणपत्र विवरण',
  verified: 'सत्यापित',
  revoked: 'रद्द',
  revokedNote: 'यह प्रमाणपत्र रद्द कर दिया गया है और अब मान्य नहीं है।',
  expired: 'अवधि समाप्त',
  expiredNote: 'वैधता {date} को समाप्त हो गई। प्रमाणपत्र असली है, लेकिन अब चालू नहीं है।',
  name: 'नाम',
  certificateId: 'प्रमाणपत्र आईडी',
  issuedBy: 'जारीकर्ता',
  course: 'कोर्स',
  issueDate: 'जारी करने की तिथि',
  validUntil: 'इस तिथि तक मान्य',
  announceVerified: 'प्रमाणपत्र {id} सत्यापित।',
  announceRevoked: 'प्रमाणपत्र {id} मिला, लेकिन इसे रद्द कर दिया गया है।',
  announceExpired: 'प्रमाणपत्र {id} मिला, लेकिन इसकी वैधता {date} को समाप्त हो गई।',
  copyLink: 'लिंक कॉपी करें',
  linkCopied: 'लिंक कॉपी हो गया',
  copyFailed: 'लिंक कॉपी नहीं हो सका। इसे यहाँ से कॉपी करें: {link}',
  downloadPdf: 'PDF डाउनलोड करें',
  preparingPdf: 'PDF तैयार हो रहा है…',
  pdfFailed: 'PDF नहीं बन सका। कृपया फिर से प्रयास करें।',
  downloadCredential: 'क्रेडेंशियल डाउनलोड करें (JSON)',
  signatureChecked:
    'डिजिटल हस्ताक्षर जाँचा गया: जारीकर्ता {issuer}, कुंजी {key}, हस्ताक्षर की तिथि {date}।',
  signatureUnchecked: 'डिजिटल हस्ताक्षर की जाँच नहीं हो सकी।',
  verifyOnline: 'ऑनलाइन सत्यापित करें',
  addToLinkedIn: 'LinkedIn प्रोफ़ाइल में जोड़ें',
  opensNewTab: '(LinkedIn नए टैब में खुलता है)',
};

export default messages;
