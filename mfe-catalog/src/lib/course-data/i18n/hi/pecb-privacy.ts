import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's privacy and data protection courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'The role of a data protection officer under the GDPR.':
      'GDPR के तहत डेटा प्रोटेक्शन ऑफ़िसर की भूमिका।',
    'Privacy information management systems.': 'प्राइवेसी इन्फ़ॉर्मेशन मैनेजमेंट सिस्टम।',
  },
  page: {
    'Data protection officers and privacy managers': 'डेटा प्रोटेक्शन ऑफ़िसर और प्राइवेसी मैनेजर',
    'Legal, compliance and information security professionals': 'कानूनी, अनुपालन और सूचना सुरक्षा पेशेवर',
    'Anyone handling personal data for customers in Europe':
      'यूरोप के ग्राहकों के लिए व्यक्तिगत डेटा सँभालने वाला कोई भी व्यक्ति',
    'A basic understanding of data protection principles': 'डेटा प्रोटेक्शन के सिद्धांतों की बुनियादी समझ',
    'GDPR principles, lawful bases and data subject rights':
      'GDPR के सिद्धांत, वैध आधार और डेटा सब्जेक्ट के अधिकार',
    'The data protection officer role': 'डेटा प्रोटेक्शन ऑफ़िसर की भूमिका',
    'Records of processing and data protection impact assessments':
      'प्रोसेसिंग के रिकॉर्ड और डेटा प्रोटेक्शन इम्पैक्ट असेसमेंट (DPIA)',
    'Breach notification, transfers and supervisory authorities':
      'डेटा ब्रीच की सूचना, डेटा ट्रांसफ़र और पर्यवेक्षी प्राधिकरण',
    'Privacy information management and ISO/IEC 27701': 'प्राइवेसी इन्फ़ॉर्मेशन मैनेजमेंट और ISO/IEC 27701',
    'Extending an ISMS for privacy': 'प्राइवेसी के लिए ISMS का विस्तार',
    'Controls for personal data controllers and processors':
      'व्यक्तिगत डेटा के कंट्रोलर और प्रोसेसर के लिए कंट्रोल',
  },
};
export default texts;
