import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's cybersecurity courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Managing and running penetration tests.': 'पेनिट्रेशन टेस्ट का प्रबंधन और संचालन।',
    'Securing cloud services with ISO/IEC 27017 and 27018.':
      'ISO/IEC 27017 और 27018 के साथ क्लाउड सेवाओं की सुरक्षा।',
    'Collecting and analysing digital evidence.': 'डिजिटल साक्ष्य एकत्र करना और उनका विश्लेषण।',
    'The Cybersecurity Maturity Model Certification programme.':
      'Cybersecurity Maturity Model Certification (CMMC) प्रोग्राम।',
    'Protecting network infrastructure.': 'नेटवर्क इंफ्रास्ट्रक्चर की सुरक्षा।',
    'Security for industrial control systems.': 'औद्योगिक कंट्रोल सिस्टम की सुरक्षा।',
  },
  page: {
    'Security managers and engineers': 'सुरक्षा मैनेजर और इंजीनियर',
    'IT professionals responsible for protecting systems and networks':
      'सिस्टम और नेटवर्क की सुरक्षा के लिए ज़िम्मेदार आईटी पेशेवर',
    'Consultants advising on cybersecurity programmes':
      'साइबर सुरक्षा प्रोग्राम पर परामर्श देने वाले सलाहकार',
    'A working knowledge of IT infrastructure and basic security concepts':
      'आईटी इंफ्रास्ट्रक्चर और बुनियादी सुरक्षा अवधारणाओं का व्यावहारिक ज्ञान',
    'Penetration testing concepts, ethics and legal considerations':
      'पेनिट्रेशन टेस्टिंग की अवधारणाएँ, नैतिकता और कानूनी पहलू',
    'Planning and scoping a test': 'टेस्ट की योजना बनाना और उसका दायरा तय करना',
    'Running the test: reconnaissance, exploitation and post-exploitation':
      'टेस्ट का संचालन: रिकॉनिसेंस, एक्सप्लॉइटेशन और पोस्ट-एक्सप्लॉइटेशन',
    'Analysing results and reporting': 'परिणामों का विश्लेषण और रिपोर्टिंग',
    'Managing a penetration testing programme': 'पेनिट्रेशन टेस्टिंग प्रोग्राम का प्रबंधन',
    'Cloud computing concepts and shared responsibility':
      'क्लाउड कंप्यूटिंग की अवधारणाएँ और साझा ज़िम्मेदारी',
    'Cloud security guidance in ISO/IEC 27017': 'ISO/IEC 27017 में क्लाउड सुरक्षा से जुड़ा मार्गदर्शन',
    'Protecting personal data in public clouds with ISO/IEC 27018':
      'ISO/IEC 27018 के साथ पब्लिक क्लाउड में व्यक्तिगत डेटा की सुरक्षा',
    'Cloud security risk management and monitoring': 'क्लाउड सुरक्षा जोखिम प्रबंधन और मॉनिटरिंग',
    'Forensic principles, evidence handling and chain of custody':
      'फ़ॉरेंसिक सिद्धांत, साक्ष्य सँभालना और चेन ऑफ़ कस्टडी',
    'Acquiring evidence from computers and storage': 'कंप्यूटर और स्टोरेज से साक्ष्य प्राप्त करना',
    'Analysing file systems, operating systems and networks':
      'फ़ाइल सिस्टम, ऑपरेटिंग सिस्टम और नेटवर्क का विश्लेषण',
    'Reporting findings and presenting evidence': 'निष्कर्षों की रिपोर्टिंग और साक्ष्य प्रस्तुत करना',
    'The CMMC programme and its levels': 'CMMC प्रोग्राम और उसके स्तर',
    'Practices and their assessment': 'प्रथाएँ और उनका आकलन',
    'Preparing an organisation for a CMMC assessment': 'किसी संगठन को CMMC आकलन के लिए तैयार करना',
    'Documentation and continuous improvement': 'डॉक्यूमेंटेशन और निरंतर सुधार',
    'Network security concepts and architecture': 'नेटवर्क सुरक्षा की अवधारणाएँ और आर्किटेक्चर',
    'Designing and implementing network security controls':
      'नेटवर्क सुरक्षा कंट्रोल का डिज़ाइन और कार्यान्वयन',
    'Monitoring, testing and incident handling on networks':
      'नेटवर्क पर मॉनिटरिंग, टेस्टिंग और इंसिडेंट हैंडलिंग',
    'Managing a network security programme': 'नेटवर्क सुरक्षा प्रोग्राम का प्रबंधन',
    'Industrial control systems and SCADA architecture': 'औद्योगिक कंट्रोल सिस्टम और SCADA आर्किटेक्चर',
    'Threats and vulnerabilities in operational technology':
      'ऑपरेशनल टेक्नोलॉजी (OT) में खतरे और वल्नरेबिलिटी',
    'Designing and implementing an ICS security programme':
      'ICS सुरक्षा प्रोग्राम का डिज़ाइन और कार्यान्वयन',
    'Incident response and continuity for industrial environments':
      'औद्योगिक वातावरण के लिए इंसिडेंट रिस्पॉन्स और निरंतरता',
  },
};
export default texts;
