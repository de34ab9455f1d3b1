import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of CompTIA's Expert courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Enterprise security architecture and engineering at expert level.':
      'विशेषज्ञ स्तर पर एंटरप्राइज़ सुरक्षा आर्किटेक्चर और इंजीनियरिंग।',
    'A stackable pathway at expert level for security analytics.':
      'सुरक्षा एनालिटिक्स के लिए विशेषज्ञ स्तर का एक स्टैकेबल पथ।',
  },
  page: {
    'CompTIA SecurityX': 'CompTIA SecurityX',
    'Security architects and senior security engineers': 'सुरक्षा आर्किटेक्ट और सीनियर सुरक्षा इंजीनियर',
    'Technical leads who design and implement enterprise security':
      'एंटरप्राइज़ सुरक्षा को डिज़ाइन और लागू करने वाले टेक्निकल लीड',
    'We recommend CompTIA Security+, CySA+ or PenTest+, or equivalent knowledge':
      'हम CompTIA Security+, CySA+ या PenTest+, या समकक्ष ज्ञान की सलाह देते हैं',
    'Around ten years of IT experience, at least five of them hands-on in security':
      'लगभग दस साल का आईटी अनुभव, जिनमें से कम से कम पाँच साल सुरक्षा में व्यावहारिक काम का',
    'Governance, Risk, and Compliance': 'गवर्नेंस, जोखिम और अनुपालन',
    'Security Engineering': 'सुरक्षा इंजीनियरिंग',
    'Pass/fail only; no scaled score is given': 'केवल उत्तीर्ण/अनुत्तीर्ण; कोई स्केल्ड स्कोर नहीं दिया जाता',
    'Is SecurityX the same as CASP+?': 'क्या SecurityX और CASP+ एक ही हैं?',
    'SecurityX is the new name CompTIA gave CASP+ with the CAS-005 exam. If you already hold CASP+, your certification carries over to SecurityX.':
      'SecurityX वह नया नाम है जो CompTIA ने CAS-005 परीक्षा के साथ CASP+ को दिया है। अगर आपके पास पहले से CASP+ है, तो आपका प्रमाणन SecurityX के रूप में मान्य रहता है।',
    'CompTIA Security+, CySA+ and SecurityX — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, CySA+ और SecurityX — ये सभी प्रमाणन होने पर CompTIA यह स्टैकेबल प्रमाणन प्रदान करता है',
    'Senior security analysts and SOC leads': 'सीनियर सुरक्षा एनालिस्ट और SOC लीड',
    'Security professionals who want the highest CompTIA analytics milestone':
      'वे सुरक्षा पेशेवर जो CompTIA एनालिटिक्स का सबसे ऊँचा पड़ाव हासिल करना चाहते हैं',
    'We recommend several years of hands-on security experience':
      'हम सुरक्षा में कई वर्षों के व्यावहारिक अनुभव की सलाह देते हैं',
    'CompTIA SecurityX (CAS-005)': 'CompTIA SecurityX (CAS-005)',
  },
};
export default texts;
