import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of CompTIA's Specialist courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Hardware, operating systems, troubleshooting and support fundamentals.':
      'हार्डवेयर, ऑपरेटिंग सिस्टम, ट्रबलशूटिंग और सपोर्ट की बुनियादी बातें।',
    'Designing, running and troubleshooting wired and wireless networks.':
      'वायर्ड और वायरलेस नेटवर्क का डिज़ाइन, संचालन और ट्रबलशूटिंग।',
    'The baseline skills for any cybersecurity role.':
      'किसी भी साइबर सुरक्षा भूमिका के लिए ज़रूरी बुनियादी कौशल।',
    'A stackable pathway combining A+, Network+ and Security+.':
      'A+, Network+ और Security+ को जोड़ने वाला एक स्टैकेबल पथ।',
  },
  page: {
    'School leavers and graduates starting a career in IT support':
      'स्कूल की पढ़ाई पूरी कर चुके छात्र और ग्रेजुएट, जो आईटी सपोर्ट में करियर शुरू कर रहे हैं',
    'Help-desk and desktop support staff who want a recognised credential':
      'हेल्प-डेस्क और डेस्कटॉप सपोर्ट स्टाफ़, जो एक मान्यता प्राप्त प्रमाणन चाहते हैं',
    'Career changers who want a structured first step into IT':
      'करियर बदलने वाले लोग, जो आईटी में एक व्यवस्थित पहला कदम चाहते हैं',
    'No formal prerequisite': 'कोई औपचारिक पूर्वापेक्षा नहीं',
    'Comfort using a computer; around a year of hands-on tinkering helps but is not required':
      'कंप्यूटर चलाने में सहजता; लगभग एक साल तक खुद हाथ आज़माने का अनुभव मददगार है, पर ज़रूरी नहीं',
    'Core 1 (220-1201): Mobile Devices': 'Core 1 (220-1201): मोबाइल डिवाइस',
    'Core 1 (220-1201): Networking': 'Core 1 (220-1201): नेटवर्किंग',
    'Core 1 (220-1201): Hardware': 'Core 1 (220-1201): हार्डवेयर',
    'Core 1 (220-1201): Virtualization and Cloud Computing':
      'Core 1 (220-1201): वर्चुअलाइज़ेशन और क्लाउड कंप्यूटिंग',
    'Core 1 (220-1201): Hardware and Network Troubleshooting':
      'Core 1 (220-1201): हार्डवेयर और नेटवर्क ट्रबलशूटिंग',
    'Core 2 (220-1202): Operating Systems': 'Core 2 (220-1202): ऑपरेटिंग सिस्टम',
    'Core 2 (220-1202): Security': 'Core 2 (220-1202): सुरक्षा',
    'Core 2 (220-1202): Software Troubleshooting': 'Core 2 (220-1202): सॉफ़्टवेयर ट्रबलशूटिंग',
    'Core 2 (220-1202): Operational Procedures': 'Core 2 (220-1202): ऑपरेशनल प्रक्रियाएँ',
    '675 (on a scale of 100-900)': '675 (100-900 के पैमाने पर)',
    '700 (on a scale of 100-900)': '700 (100-900 के पैमाने पर)',
    'Do I need to pass both A+ exams?': 'क्या A+ की दोनों परीक्षाएँ पास करनी होती हैं?',
    'Yes. A+ has two exams, Core 1 and Core 2, and you need both for the certification. Our 80-hour course prepares you for both, and you can sit them in either order.':
      'हाँ। A+ में दो परीक्षाएँ हैं, Core 1 और Core 2, और प्रमाणन के लिए दोनों ज़रूरी हैं। हमारा 80 घंटे का कोर्स आपको दोनों के लिए तैयार करता है, और आप इन्हें किसी भी क्रम में दे सकते हैं।',
    'Junior network administrators and NOC technicians': 'जूनियर नेटवर्क एडमिनिस्ट्रेटर और NOC टेक्नीशियन',
    'IT support staff moving into networking': 'नेटवर्किंग की ओर बढ़ रहा आईटी सपोर्ट स्टाफ़',
    'Anyone preparing for Security+ who wants solid networking foundations':
      'Security+ की तैयारी कर रहा कोई भी व्यक्ति, जो नेटवर्किंग की मज़बूत नींव चाहता है',
    'We recommend CompTIA A+ or equivalent knowledge': 'हम CompTIA A+ या समकक्ष ज्ञान की सलाह देते हैं',
    'Some hands-on experience with networks is helpful': 'नेटवर्क का कुछ व्यावहारिक अनुभव मददगार है',
    'Networking Concepts': 'नेटवर्किंग की अवधारणाएँ',
    'Network Implementation': 'नेटवर्क इम्प्लीमेंटेशन',
    'Network Operations': 'नेटवर्क ऑपरेशंस',
    'Network Security': 'नेटवर्क सुरक्षा',
    'Network Troubleshooting': 'नेटवर्क ट्रबलशूटिंग',
    '720 (on a scale of 100-900)': '720 (100-900 के पैमाने पर)',
    'System and network administrators taking on security duties':
      'सुरक्षा की ज़िम्मेदारियाँ सँभाल रहे सिस्टम और नेटवर्क एडमिनिस्ट्रेटर',
    'Junior security analysts and SOC team members': 'जूनियर सुरक्षा एनालिस्ट और SOC टीम के सदस्य',
    'IT professionals who need a recognised baseline security certification':
      'आईटी पेशेवर जिन्हें एक मान्यता प्राप्त बुनियादी सुरक्षा प्रमाणन चाहिए',
    'About two years of IT administration experience with a security focus helps':
      'सुरक्षा पर केंद्रित लगभग दो साल का आईटी एडमिनिस्ट्रेशन अनुभव मददगार है',
    'General Security Concepts': 'सामान्य सुरक्षा अवधारणाएँ',
    'Threats, Vulnerabilities, and Mitigations': 'खतरे, वल्नरेबिलिटी और उनका निवारण',
    'Security Program Management and Oversight': 'सुरक्षा प्रोग्राम का प्रबंधन और निगरानी',
    'What does the Security+ exam look like?': 'Security+ परीक्षा कैसी होती है?',
    'The exam has a maximum of 90 questions, multiple-choice and performance-based, in 90 minutes. The passing score is 750 on a scale of 100-900. Our practice tests follow the same format.':
      'परीक्षा में 90 मिनट में अधिकतम 90 प्रश्न होते हैं, मल्टीपल-चॉइस और परफ़ॉर्मेंस-आधारित। उत्तीर्ण अंक 100-900 के पैमाने पर 750 है। हमारे प्रैक्टिस टेस्ट भी इसी प्रारूप में होते हैं।',
    'CompTIA A+, Network+ and Security+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA A+, Network+ और Security+ — ये सभी प्रमाणन होने पर CompTIA यह स्टैकेबल प्रमाणन प्रदान करता है',
    'Newcomers who want a complete, guided route into infrastructure security':
      'नए लोग जो इंफ्रास्ट्रक्चर सुरक्षा में आने के लिए मार्गदर्शन के साथ एक संपूर्ण रास्ता चाहते हैं',
    'Support technicians planning the full A+, Network+ and Security+ journey':
      'A+, Network+ और Security+ का पूरा सफ़र तय करने की योजना बना रहे सपोर्ट टेक्नीशियन',
    'No formal prerequisite; we start from A+ fundamentals':
      'कोई औपचारिक पूर्वापेक्षा नहीं; हम A+ की बुनियादी बातों से शुरू करते हैं',
    'CompTIA A+ (220-1201 and 220-1202)': 'CompTIA A+ (220-1201 और 220-1202)',
    'CompTIA Network+ (N10-009)': 'CompTIA Network+ (N10-009)',
  },
};
export default texts;
