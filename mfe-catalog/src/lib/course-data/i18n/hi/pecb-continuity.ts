import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's continuity and resilience courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Business continuity management systems.': 'व्यवसाय निरंतरता मैनेजमेंट सिस्टम।',
    'Preparing for and leading through a crisis.': 'संकट की तैयारी और उसके दौरान नेतृत्व।',
    'The EU regulation on digital operational resilience.':
      'डिजिटल ऑपरेशनल रेज़िलिएंस पर EU का विनियमन।',
    'Planning ICT disaster recovery.': 'ICT डिज़ास्टर रिकवरी की योजना।',
    'Keeping critical operations running.': 'महत्वपूर्ण ऑपरेशंस को बिना रुकावट जारी रखना।',
  },
  page: {
    'Business continuity and resilience managers': 'व्यवसाय निरंतरता और रेज़िलिएंस मैनेजर',
    'IT operations and risk professionals': 'आईटी ऑपरेशंस और जोखिम पेशेवर',
    'Managers responsible for critical services': 'महत्वपूर्ण सेवाओं के लिए ज़िम्मेदार मैनेजर',
    'A general understanding of how an organisation runs its critical services':
      'संगठन अपनी महत्वपूर्ण सेवाएँ कैसे चलाता है, इसकी सामान्य समझ',
    'Business continuity concepts and the ISO 22301 requirements':
      'व्यवसाय निरंतरता की अवधारणाएँ और ISO 22301 की आवश्यकताएँ',
    'Business impact analysis and risk assessment': 'बिज़नेस इम्पैक्ट एनालिसिस (BIA) और जोखिम आकलन',
    'Continuity strategies, plans and exercises': 'निरंतरता रणनीतियाँ, योजनाएँ और अभ्यास',
    'Crisis management concepts and capability': 'संकट प्रबंधन की अवधारणाएँ और क्षमता',
    'Crisis teams, roles and decision making': 'संकट टीमें, भूमिकाएँ और निर्णय लेना',
    'Communication during a crisis': 'संकट के दौरान संचार',
    'Exercises and learning from crises': 'अभ्यास और संकटों से सीख',
    'The scope and requirements of DORA': 'DORA का दायरा और आवश्यकताएँ',
    'ICT risk management': 'ICT जोखिम प्रबंधन',
    'ICT incident reporting': 'ICT इंसिडेंट रिपोर्टिंग',
    'Digital operational resilience testing': 'डिजिटल ऑपरेशनल रेज़िलिएंस टेस्टिंग',
    'Managing ICT third-party risk': 'ICT थर्ड-पार्टी जोखिम का प्रबंधन',
    'Disaster recovery concepts and objectives': 'डिज़ास्टर रिकवरी की अवधारणाएँ और उद्देश्य',
    'Recovery strategies and infrastructure': 'रिकवरी रणनीतियाँ और इंफ्रास्ट्रक्चर',
    'Writing and testing recovery plans': 'रिकवरी योजनाएँ लिखना और उनकी टेस्टिंग',
    'Maintaining the disaster recovery programme': 'डिज़ास्टर रिकवरी प्रोग्राम का रखरखाव',
    'Operational resilience concepts': 'ऑपरेशनल रेज़िलिएंस की अवधारणाएँ',
    'Important business services and impact tolerances': 'महत्वपूर्ण व्यावसायिक सेवाएँ और इम्पैक्ट टॉलरेंस',
    'Mapping, scenario testing and remediation': 'मैपिंग, परिदृश्य टेस्टिंग और सुधार',
    'Governance and reporting': 'गवर्नेंस और रिपोर्टिंग',
  },
};
export default texts;
