import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's governance, risk and compliance courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Risk management principles and guidelines.': 'जोखिम प्रबंधन के सिद्धांत और दिशानिर्देश।',
    'Anti-bribery management systems.': 'रिश्वत-विरोधी मैनेजमेंट सिस्टम।',
    'Good governance of organisations.': 'संगठनों का सुशासन।',
    'Compliance management systems.': 'अनुपालन मैनेजमेंट सिस्टम।',
    'Governance of IT for the organisation.': 'संगठन के लिए आईटी गवर्नेंस।',
    'Internal audit practice.': 'आंतरिक ऑडिट की कार्यप्रणाली।',
    'Managing operational risk.': 'ऑपरेशनल जोखिम का प्रबंधन।',
  },
  page: {
    'Board members, managers and governance officers': 'बोर्ड सदस्य, मैनेजर और गवर्नेंस अधिकारी',
    'Risk, compliance and audit professionals': 'जोखिम, अनुपालन और ऑडिट पेशेवर',
    'Consultants advising on governance and risk': 'गवर्नेंस और जोखिम पर परामर्श देने वाले सलाहकार',
    'Some experience of organisational management, risk or compliance':
      'संगठनात्मक प्रबंधन, जोखिम या अनुपालन का कुछ अनुभव',
    'Risk management principles and the ISO 31000 framework':
      'जोखिम प्रबंधन के सिद्धांत और ISO 31000 फ़्रेमवर्क',
    'Risk assessment: identification, analysis and evaluation':
      'जोखिम आकलन: पहचान, विश्लेषण और मूल्यांकन',
    'Risk treatment and recording': 'जोखिम उपचार और उसका रिकॉर्ड रखना',
    'Monitoring, review and integrating risk into decisions':
      'मॉनिटरिंग, समीक्षा और निर्णयों में जोखिम को शामिल करना',
    'Bribery risks and the ISO 37001 requirements': 'रिश्वतखोरी के जोखिम और ISO 37001 की आवश्यकताएँ',
    'Due diligence, controls and financial checks': 'ड्यू डिलिजेंस, कंट्रोल और वित्तीय जाँच',
    'Raising concerns and investigating': 'चिंताएँ उठाना और जाँच करना',
    'Monitoring and improving the programme': 'प्रोग्राम की मॉनिटरिंग और सुधार',
    'Governance principles in ISO 37000': 'ISO 37000 में गवर्नेंस के सिद्धांत',
    'Purpose, value generation and strategy': 'उद्देश्य, मूल्य सृजन और रणनीति',
    'Oversight, accountability and stakeholder engagement':
      'निगरानी, जवाबदेही और हितधारकों की भागीदारी',
    'Leadership, ethics and viability over time': 'नेतृत्व, नैतिकता और दीर्घकालिक व्यवहार्यता',
    'Compliance obligations and the ISO 37301 requirements':
      'अनुपालन दायित्व और ISO 37301 की आवश्यकताएँ',
    'Compliance risk assessment': 'अनुपालन जोखिम आकलन',
    'Controls, culture and communication': 'कंट्रोल, संस्कृति और संचार',
    'Monitoring, reporting and improvement': 'मॉनिटरिंग, रिपोर्टिंग और सुधार',
    'IT governance principles in ISO/IEC 38500': 'ISO/IEC 38500 में आईटी गवर्नेंस के सिद्धांत',
    'Evaluate, direct and monitor': 'मूल्यांकन, निर्देशन और मॉनिटरिंग',
    'Aligning IT with business strategy': 'आईटी को व्यावसायिक रणनीति के अनुरूप बनाना',
    'Responsibilities of the governing body': 'गवर्निंग बॉडी की ज़िम्मेदारियाँ',
    'Audit principles and the internal audit function': 'ऑडिट के सिद्धांत और आंतरिक ऑडिट फ़ंक्शन',
    'Planning an audit and assessing risk': 'ऑडिट की योजना और जोखिम का आकलन',
    'Collecting evidence and running fieldwork': 'साक्ष्य एकत्र करना और फ़ील्डवर्क करना',
    'Reporting findings and following up': 'निष्कर्षों की रिपोर्टिंग और फ़ॉलो-अप',
    'Operational risk concepts and frameworks': 'ऑपरेशनल जोखिम की अवधारणाएँ और फ़्रेमवर्क',
    'Identifying and assessing operational risks': 'ऑपरेशनल जोखिमों की पहचान और आकलन',
    'Key risk indicators, controls and loss data': 'प्रमुख जोखिम संकेतक (KRI), कंट्रोल और नुकसान का डेटा',
    'Reporting and embedding risk management': 'रिपोर्टिंग और जोखिम प्रबंधन को कामकाज का हिस्सा बनाना',
  },
};
export default texts;
