import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's information security courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Implementing and managing an information security management system.':
      'सूचना सुरक्षा मैनेजमेंट सिस्टम को लागू करना और उसका प्रबंधन।',
    'Selecting and applying information security controls.':
      'सूचना सुरक्षा कंट्रोल का चयन और उन्हें लागू करना।',
    'Information security risk management.': 'सूचना सुरक्षा जोखिम प्रबंधन।',
    'Security across the application life cycle.': 'एप्लिकेशन के पूरे जीवन चक्र में सुरक्षा।',
    'Planning for and handling security incidents.': 'सुरक्षा इंसिडेंट की तैयारी और उनसे निपटना।',
    'Leading an information security programme.': 'सूचना सुरक्षा प्रोग्राम का नेतृत्व।',
    'Risk analysis with the EBIOS Risk Manager method.': 'EBIOS Risk Manager पद्धति से जोखिम विश्लेषण।',
  },
  page: {
    'Information security managers and officers': 'सूचना सुरक्षा मैनेजर और अधिकारी',
    'IT and compliance professionals preparing for ISO/IEC 27000 work':
      'ISO/IEC 27000 से जुड़े काम की तैयारी कर रहे आईटी और अनुपालन पेशेवर',
    'Consultants who help organisations build or audit security programmes':
      'सलाहकार जो संगठनों को सुरक्षा प्रोग्राम बनाने या उनका ऑडिट करने में मदद करते हैं',
    'A basic understanding of information security': 'सूचना सुरक्षा की बुनियादी समझ',
    'Some familiarity with ISO/IEC 27001 is helpful': 'ISO/IEC 27001 से कुछ परिचय मददगार है',
    'Information security management systems and the ISO/IEC 27001 requirements':
      'सूचना सुरक्षा मैनेजमेंट सिस्टम और ISO/IEC 27001 की आवश्यकताएँ',
    'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability':
      'ISMS की योजना: दायरा, नीति, जोखिम आकलन और Statement of Applicability',
    'Implementing controls, documentation and awareness': 'कंट्रोल, डॉक्यूमेंटेशन और जागरूकता को लागू करना',
    'Monitoring, measurement, internal audit and management review':
      'मॉनिटरिंग, मापन, आंतरिक ऑडिट और मैनेजमेंट रिव्यू',
    'Continual improvement and preparing for the certification audit':
      'निरंतर सुधार और प्रमाणन ऑडिट की तैयारी',
    'The structure of ISO/IEC 27002 and its control themes':
      'ISO/IEC 27002 की संरचना और उसकी कंट्रोल थीम',
    'Organisational and people controls': 'संगठनात्मक और लोगों से जुड़े कंट्रोल',
    'Physical controls': 'भौतिक कंट्रोल',
    'Technological controls': 'तकनीकी कंट्रोल',
    'Choosing, tailoring and measuring controls': 'कंट्रोल का चयन, अनुकूलन और मापन',
    'Risk management concepts and the ISO/IEC 27005 framework':
      'जोखिम प्रबंधन की अवधारणाएँ और ISO/IEC 27005 फ़्रेमवर्क',
    'Establishing the context and risk criteria': 'संदर्भ और जोखिम मानदंड तय करना',
    'Risk identification, analysis and evaluation': 'जोखिम की पहचान, विश्लेषण और मूल्यांकन',
    'Risk treatment, acceptance and communication': 'जोखिम उपचार, स्वीकृति और संचार',
    'Monitoring and reviewing risks': 'जोखिमों की मॉनिटरिंग और समीक्षा',
    'Application security concepts and the ISO/IEC 27034 framework':
      'एप्लिकेशन सुरक्षा की अवधारणाएँ और ISO/IEC 27034 फ़्रेमवर्क',
    'The organisation normative framework and application security controls':
      'संगठन का नॉर्मेटिव फ़्रेमवर्क (ONF) और एप्लिकेशन सुरक्षा कंट्रोल',
    'Security in requirements, design, development and testing':
      'आवश्यकताओं, डिज़ाइन, डेवलपमेंट और टेस्टिंग में सुरक्षा',
    'Verifying and maintaining application security': 'एप्लिकेशन सुरक्षा का सत्यापन और रखरखाव',
    'Incident management principles and ISO/IEC 27035': 'इंसिडेंट मैनेजमेंट के सिद्धांत और ISO/IEC 27035',
    'Planning and preparing an incident response capability':
      'इंसिडेंट रिस्पॉन्स क्षमता की योजना और तैयारी',
    'Detecting, reporting and assessing incidents': 'इंसिडेंट का पता लगाना, रिपोर्ट करना और आकलन करना',
    'Responding, recovering and learning lessons': 'रिस्पॉन्स, रिकवरी और सबक सीखना',
    'The role and responsibilities of a CISO': 'CISO की भूमिका और ज़िम्मेदारियाँ',
    'Building an information security programme and governance':
      'सूचना सुरक्षा प्रोग्राम और गवर्नेंस तैयार करना',
    'Risk, compliance and security architecture decisions':
      'जोखिम, अनुपालन और सुरक्षा आर्किटेक्चर से जुड़े निर्णय',
    'Security operations, incidents and crisis leadership': 'सुरक्षा ऑपरेशंस, इंसिडेंट और संकट के समय नेतृत्व',
    'Reporting to the board and measuring performance': 'बोर्ड को रिपोर्टिंग और परफ़ॉर्मेंस का मापन',
    'The EBIOS Risk Manager method and its workshops': 'EBIOS Risk Manager पद्धति और उसकी वर्कशॉप',
    'Security baseline and risk sources': 'सुरक्षा बेसलाइन और जोखिम के स्रोत',
    'Strategic and operational scenarios': 'रणनीतिक और ऑपरेशनल परिदृश्य',
    'Risk treatment and monitoring': 'जोखिम उपचार और मॉनिटरिंग',
  },
};
export default texts;
