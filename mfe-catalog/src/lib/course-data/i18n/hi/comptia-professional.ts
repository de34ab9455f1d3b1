import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of CompTIA's Professional courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
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
  },
  page: {
    'Security operations centre (SOC) analysts': 'सुरक्षा ऑपरेशंस सेंटर (SOC) के एनालिस्ट',
    'Threat intelligence and vulnerability analysts': 'थ्रेट इंटेलिजेंस और वल्नरेबिलिटी एनालिस्ट',
    'Incident responders who want to validate their skills':
      'इंसिडेंट रिस्पॉन्डर जो अपने कौशल को प्रमाणित करना चाहते हैं',
    'Several years of hands-on experience in a security or operations role helps':
      'सुरक्षा या ऑपरेशंस की भूमिका में कई वर्षों का व्यावहारिक अनुभव मददगार है',
    'Vulnerability Management': 'वल्नरेबिलिटी मैनेजमेंट',
    'Incident Response and Management': 'इंसिडेंट रिस्पॉन्स और मैनेजमेंट',
    'Reporting and Communication': 'रिपोर्टिंग और संचार',
    'Penetration testers and red-team members': 'पेनिट्रेशन टेस्टर और रेड टीम के सदस्य',
    'Vulnerability assessors and security consultants':
      'वल्नरेबिलिटी असेसमेंट करने वाले पेशेवर और सुरक्षा सलाहकार',
    'Security analysts who want to think like an attacker':
      'सुरक्षा एनालिस्ट जो हमलावर की तरह सोचना सीखना चाहते हैं',
    'Hands-on experience with networks, Linux and Windows helps':
      'नेटवर्क, Linux और Windows का व्यावहारिक अनुभव मददगार है',
    'Engagement Management': 'एंगेजमेंट मैनेजमेंट',
    'Reconnaissance and Enumeration': 'रिकॉनिसेंस और एन्यूमरेशन',
    'Vulnerability Discovery and Analysis': 'वल्नरेबिलिटी की खोज और विश्लेषण',
    'Attacks and Exploits': 'अटैक और एक्सप्लॉइट',
    'Post-exploitation and Lateral Movement': 'पोस्ट-एक्सप्लॉइटेशन और लैटरल मूवमेंट',
    'System administrators moving workloads to the cloud':
      'वर्कलोड को क्लाउड पर ले जा रहे सिस्टम एडमिनिस्ट्रेटर',
    'Cloud engineers and cloud operations staff': 'क्लाउड इंजीनियर और क्लाउड ऑपरेशंस स्टाफ़',
    'Network engineers supporting hybrid environments':
      'हाइब्रिड एनवायरनमेंट को सपोर्ट करने वाले नेटवर्क इंजीनियर',
    'Two to three years of systems administration or networking experience helps':
      'सिस्टम एडमिनिस्ट्रेशन या नेटवर्किंग में दो से तीन साल का अनुभव मददगार है',
    'Cloud Architecture': 'क्लाउड आर्किटेक्चर',
    Deployment: 'डिप्लॉयमेंट',
    Operations: 'ऑपरेशंस',
    Security: 'सुरक्षा',
    'DevOps Fundamentals': 'DevOps की बुनियादी बातें',
    Troubleshooting: 'ट्रबलशूटिंग',
    'CompTIA Security+ and PenTest+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ और PenTest+ — ये सभी प्रमाणन होने पर CompTIA यह स्टैकेबल प्रमाणन प्रदान करता है',
    'Security staff who assess networks for weaknesses':
      'नेटवर्क की कमज़ोरियों का आकलन करने वाला सुरक्षा स्टाफ़',
    'Aspiring penetration testers who want a recognised milestone':
      'पेनिट्रेशन टेस्टर बनने के इच्छुक लोग, जो एक मान्यता प्राप्त पड़ाव चाहते हैं',
    'CompTIA PenTest+ (PT0-003)': 'CompTIA PenTest+ (PT0-003)',
    'CompTIA Security+, PenTest+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, PenTest+ और CySA+ — ये सभी प्रमाणन होने पर CompTIA यह स्टैकेबल प्रमाणन प्रदान करता है',
    'Network and security engineers defending and testing networks':
      'नेटवर्क की रक्षा और टेस्टिंग करने वाले नेटवर्क व सुरक्षा इंजीनियर',
    'Analysts who want both offensive and defensive credentials':
      'एनालिस्ट जो ऑफ़ेंसिव और डिफ़ेंसिव, दोनों तरह के प्रमाणन चाहते हैं',
    'CompTIA Security+ and Cloud+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ और Cloud+ — ये सभी प्रमाणन होने पर CompTIA यह स्टैकेबल प्रमाणन प्रदान करता है',
    'Cloud administrators responsible for security':
      'सुरक्षा की ज़िम्मेदारी सँभालने वाले क्लाउड एडमिनिस्ट्रेटर',
    'Security staff supporting cloud and hybrid platforms':
      'क्लाउड और हाइब्रिड प्लेटफ़ॉर्म को सपोर्ट करने वाला सुरक्षा स्टाफ़',
    'CompTIA Cloud+ (CV0-004)': 'CompTIA Cloud+ (CV0-004)',
    'CompTIA Security+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ और CySA+ — ये सभी प्रमाणन होने पर CompTIA यह स्टैकेबल प्रमाणन प्रदान करता है',
    'SOC analysts building a defensive security career': 'डिफ़ेंसिव सुरक्षा में करियर बना रहे SOC एनालिस्ट',
    'Administrators moving into security monitoring': 'सुरक्षा मॉनिटरिंग की ओर बढ़ रहे एडमिनिस्ट्रेटर',
  },
};
export default texts;
