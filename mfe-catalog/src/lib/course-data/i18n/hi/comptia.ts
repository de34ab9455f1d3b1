import type { CourseTexts } from '../../course-texts';

// Hindi: CompTIA's shared course texts (English → Hindi).
const texts: CourseTexts = {
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
