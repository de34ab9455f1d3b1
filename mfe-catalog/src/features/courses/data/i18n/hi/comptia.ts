import type { CourseTexts } from '../../course-texts';

// Hindi: CompTIA's shared course texts (English → Hindi).
const texts: CourseTexts = {
  'Hardware, operating systems, troubleshooting and support fundamentals.':
    'हार्डवेयर, ऑपरेटिंग सिस्टम, ट्रबलशूटिंग और सपोर्ट की बुनियादी बातें।',
  'Designing, running and troubleshooting wired and wireless networks.':
    'वायर्ड और वायरलेस नेटवर्क का डिज़ाइन, संचालन और ट्रबलशूटिंग।',
  'The baseline skills for any cybersecurity role.':
    'किसी भी साइबर सुरक्षा भूमिका के लिए ज़रूरी बुनियादी कौशल।',
  'A stackable pathway combining A+, Network+ and Security+.':
    'A+, Network+ और Security+ को जोड़ने वाला एक स्टैकेबल पथ।',
  'Security analytics, threat detection and incident response.':
    'सुरक्षा एनालिटिक्स, थ्रेट डिटेक्शन और इंसिडेंट रिस्पॉन्स।',
  'Planning and running penetration tests and reporting findings.':
    'पेनिट्रेशन टेस्ट की योजना, उनका संचालन और निष्कर्षों की रिपोर्टिंग।',
  'Deploying, securing and operating cloud infrastructure.':
    'क्लाउड इंफ्रास्ट्रक्चर का डिप्लॉयमेंट, सुरक्षा और संचालन।',
  'A stackable pathway for network vulnerability assessment.':
    'नेटवर्क वल्नरेबिलिटी असेसमेंट के लिए एक स्टैकेबल पथ।',
  'A stackable pathway for network security practitioners.':
    'नेटवर्क सुरक्षा में काम करने वाले पेशेवरों के लिए एक स्टैकेबल पथ।',
  'A stackable pathway combining Security+ and Cloud+.':
    'Security+ और Cloud+ को जोड़ने वाला एक स्टैकेबल पथ।',
  'A stackable pathway combining Security+ and CySA+.':
    'Security+ और CySA+ को जोड़ने वाला एक स्टैकेबल पथ।',
  'Enterprise security architecture and engineering at expert level.':
    'विशेषज्ञ स्तर पर एंटरप्राइज़ सुरक्षा आर्किटेक्चर और इंजीनियरिंग।',
  'A stackable pathway at expert level for security analytics.':
    'सुरक्षा एनालिटिक्स के लिए विशेषज्ञ स्तर का एक स्टैकेबल पथ।',
  'Core certifications that start an IT, networking or security career.':
    'आईटी, नेटवर्किंग या सुरक्षा में करियर की शुरुआत के लिए मुख्य प्रमाणन।',
  'Role-based certifications and stackable pathways for practitioners.':
    'कार्यरत पेशेवरों के लिए भूमिका-आधारित प्रमाणन और स्टैकेबल पथ।',
  'Advanced security architecture and engineering.': 'उन्नत सुरक्षा आर्किटेक्चर और इंजीनियरिंग।',
  'Can you provide the {title} exam voucher?': 'क्या आप {title} परीक्षा वाउचर उपलब्ध करा सकते हैं?',
  'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.':
    'हाँ। हम परीक्षा वाउचर प्रशिक्षण के साथ या अलग से दे सकते हैं; पूछताछ करते समय वाउचर की मौजूदा कीमत पूछ लें। परीक्षा Pearson VUE टेस्ट सेंटर पर या रिमोट प्रॉक्टरिंग के साथ ऑनलाइन दी जाती है।',
  'Can I join from outside New Delhi?': 'क्या नई दिल्ली के बाहर से भी जुड़ना संभव है?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.':
    'हाँ। हर बैच हमारे नई दिल्ली केंद्र के साथ-साथ लाइव ऑनलाइन कक्षा के रूप में भी चलता है, उसी प्रशिक्षक, लैब और प्रैक्टिस टेस्ट के साथ।',
  'We recommend CompTIA Network+ or equivalent knowledge':
    'हम CompTIA Network+ या समकक्ष ज्ञान की सलाह देते हैं',
  'Security Architecture': 'सुरक्षा आर्किटेक्चर',
  'Security Operations': 'सुरक्षा ऑपरेशंस',
  '750 (on a scale of 100-900)': '750 (100-900 के पैमाने पर)',
  'CompTIA Security+ (SY0-701)': 'CompTIA Security+ (SY0-701)',
  'Is there a separate exam for {title}?': 'क्या {title} के लिए अलग परीक्षा होती है?',
  'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.':
    'नहीं। यह एक स्टैकेबल प्रमाणन है: इसमें शामिल सभी प्रमाणन हासिल करते ही CompTIA इसे अपने-आप प्रदान करता है। हम आपको उनमें से हर परीक्षा के लिए प्रशिक्षण और तैयारी कराते हैं।',
  'We recommend CompTIA Security+ or equivalent knowledge':
    'हम CompTIA Security+ या समकक्ष ज्ञान की सलाह देते हैं',
  'CompTIA CySA+ (CS0-003)': 'CompTIA CySA+ (CS0-003)',
};
export default texts;
