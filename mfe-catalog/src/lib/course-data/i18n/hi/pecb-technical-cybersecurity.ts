import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's technical cybersecurity courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Ethical hacking techniques and methodology.': 'एथिकल हैकिंग की तकनीकें और कार्यप्रणाली।',
    'Analysing threats and adversary behaviour.': 'खतरों और हमलावरों के व्यवहार का विश्लेषण।',
    'Forensic investigation of digital systems.': 'डिजिटल सिस्टम की फ़ॉरेंसिक जाँच।',
    'Detecting, containing and recovering from incidents.':
      'इंसिडेंट का पता लगाना, उन्हें रोकना और उनसे उबरना।',
  },
  page: {
    'Security analysts, testers and investigators': 'सुरक्षा एनालिस्ट, टेस्टर और जाँचकर्ता',
    'System and network administrators moving into security':
      'सुरक्षा की ओर बढ़ रहे सिस्टम और नेटवर्क एडमिनिस्ट्रेटर',
    'SOC and incident response team members': 'SOC और इंसिडेंट रिस्पॉन्स टीम के सदस्य',
    'Hands-on experience with operating systems and networks':
      'ऑपरेटिंग सिस्टम और नेटवर्क का व्यावहारिक अनुभव',
    'Ethical hacking methodology and rules of engagement':
      'एथिकल हैकिंग की कार्यप्रणाली और रूल्स ऑफ़ एंगेजमेंट',
    'Reconnaissance and scanning': 'रिकॉनिसेंस और स्कैनिंग',
    'Exploiting systems, web applications and networks':
      'सिस्टम, वेब एप्लिकेशन और नेटवर्क को एक्सप्लॉइट करना',
    'Reporting and recommending remediation': 'रिपोर्टिंग और सुधार के सुझाव',
    'Threat intelligence concepts and sources': 'थ्रेट इंटेलिजेंस की अवधारणाएँ और स्रोत',
    'Adversary tactics, techniques and procedures': 'हमलावरों की रणनीतियाँ, तकनीकें और प्रक्रियाएँ (TTP)',
    'Threat hunting and analysis': 'थ्रेट हंटिंग और विश्लेषण',
    'Sharing and acting on intelligence': 'इंटेलिजेंस साझा करना और उस पर कार्रवाई करना',
    'Forensic process and evidence handling': 'फ़ॉरेंसिक प्रक्रिया और साक्ष्य सँभालना',
    'Disk, memory and mobile device analysis': 'डिस्क, मेमोरी और मोबाइल डिवाइस का विश्लेषण',
    'Network and cloud forensics': 'नेटवर्क और क्लाउड फ़ॉरेंसिक्स',
    'Reporting and expert testimony': 'रिपोर्टिंग और विशेषज्ञ गवाही',
    'Incident response life cycle and team organisation':
      'इंसिडेंट रिस्पॉन्स का जीवन चक्र और टीम का संगठन',
    'Detection and analysis': 'डिटेक्शन और विश्लेषण',
    'Containment, eradication and recovery': 'कंटेनमेंट, इरेडिकेशन और रिकवरी',
    'Post-incident activity and improvement': 'इंसिडेंट के बाद की गतिविधियाँ और सुधार',
  },
};
export default texts;
