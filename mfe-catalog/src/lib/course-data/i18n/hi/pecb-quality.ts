import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's quality courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Quality management systems.': 'क्वालिटी मैनेजमेंट सिस्टम।',
    'Asset management systems.': 'एसेट मैनेजमेंट सिस्टम।',
    'Quality management for medical devices.': 'मेडिकल डिवाइस के लिए क्वालिटी मैनेजमेंट।',
    'Management systems for educational organisations.': 'शैक्षणिक संगठनों के लिए मैनेजमेंट सिस्टम।',
    'Guidance on project management.': 'प्रोजेक्ट मैनेजमेंट पर मार्गदर्शन।',
    'Security management for the supply chain.': 'सप्लाई चेन के लिए सुरक्षा प्रबंधन।',
    'Process improvement with Lean Six Sigma.': 'Lean Six Sigma से प्रोसेस में सुधार।',
    'Competence of testing and calibration laboratories.': 'टेस्टिंग और कैलिब्रेशन प्रयोगशालाओं की सक्षमता।',
    'Service management systems.': 'सर्विस मैनेजमेंट सिस्टम।',
  },
  page: {
    'Quality managers and management representatives': 'क्वालिटी मैनेजर और मैनेजमेंट प्रतिनिधि',
    'Process owners and improvement teams': 'प्रोसेस ओनर और सुधार टीमें',
    'Consultants implementing or auditing management systems':
      'मैनेजमेंट सिस्टम लागू करने या उनका ऑडिट करने वाले सलाहकार',
    'A general understanding of management systems and processes':
      'मैनेजमेंट सिस्टम और प्रक्रियाओं की सामान्य समझ',
    'Quality management principles and the ISO 9001 requirements':
      'क्वालिटी मैनेजमेंट के सिद्धांत और ISO 9001 की आवश्यकताएँ',
    'Planning a quality management system': 'क्वालिटी मैनेजमेंट सिस्टम की योजना',
    'Implementing processes, documented information and controls':
      'प्रक्रियाएँ, प्रलेखित जानकारी और कंट्रोल लागू करना',
    'Monitoring, internal audit and management review': 'मॉनिटरिंग, आंतरिक ऑडिट और मैनेजमेंट रिव्यू',
    'Continual improvement and certification': 'निरंतर सुधार और प्रमाणन',
    'Asset management concepts and ISO 55001': 'एसेट मैनेजमेंट की अवधारणाएँ और ISO 55001',
    'Asset management policy, objectives and plans': 'एसेट मैनेजमेंट नीति, उद्देश्य और योजनाएँ',
    'Life-cycle decisions, risk and performance': 'जीवन चक्र से जुड़े निर्णय, जोखिम और परफ़ॉर्मेंस',
    'Monitoring and improving the asset management system': 'एसेट मैनेजमेंट सिस्टम की मॉनिटरिंग और सुधार',
    'Regulatory context and the ISO 13485 requirements': 'नियामक संदर्भ और ISO 13485 की आवश्यकताएँ',
    'Design and development controls': 'डिज़ाइन और डेवलपमेंट कंट्रोल',
    'Production, traceability and supplier control': 'उत्पादन, ट्रेसेबिलिटी और सप्लायर कंट्रोल',
    'Complaints, corrective action and audits': 'शिकायतें, सुधारात्मक कार्रवाई और ऑडिट',
    'The ISO 21001 requirements for educational organisations':
      'शैक्षणिक संगठनों के लिए ISO 21001 की आवश्यकताएँ',
    'Learner and stakeholder needs': 'शिक्षार्थियों और हितधारकों की ज़रूरतें',
    'Designing and delivering educational products and services':
      'शैक्षणिक उत्पादों और सेवाओं का डिज़ाइन और डिलीवरी',
    'Evaluation, feedback and improvement': 'मूल्यांकन, फ़ीडबैक और सुधार',
    'Project management concepts and ISO 21502': 'प्रोजेक्ट मैनेजमेंट की अवधारणाएँ और ISO 21502',
    'Governance, roles and the project life cycle': 'गवर्नेंस, भूमिकाएँ और प्रोजेक्ट का जीवन चक्र',
    'Planning, controlling and managing stakeholders': 'योजना, नियंत्रण और हितधारकों का प्रबंधन',
    'Closing projects and capturing lessons': 'प्रोजेक्ट का समापन और सीखे गए सबक दर्ज करना',
    'Supply chain security risks and ISO 28000': 'सप्लाई चेन सुरक्षा जोखिम और ISO 28000',
    'Security risk assessment across the supply chain': 'पूरी सप्लाई चेन में सुरक्षा जोखिम आकलन',
    'Implementing security controls with partners': 'भागीदारों के साथ सुरक्षा कंट्रोल लागू करना',
    'Lean and Six Sigma principles': 'Lean और Six Sigma के सिद्धांत',
    'Define and Measure: understanding the process and its data':
      'Define और Measure: प्रक्रिया और उसके डेटा को समझना',
    'Analyse: finding root causes': 'Analyse: मूल कारणों का पता लगाना',
    'Improve and Control: making gains stick': 'Improve और Control: सुधारों को टिकाऊ बनाना',
    'The ISO/IEC 17025 requirements for laboratories': 'प्रयोगशालाओं के लिए ISO/IEC 17025 की आवश्यकताएँ',
    'Impartiality, personnel, facilities and equipment': 'निष्पक्षता, कर्मचारी, सुविधाएँ और उपकरण',
    'Methods, measurement uncertainty and traceability': 'विधियाँ, मापन अनिश्चितता और ट्रेसेबिलिटी',
    'Reporting results and managing the laboratory system':
      'परिणामों की रिपोर्टिंग और प्रयोगशाला सिस्टम का प्रबंधन',
    'Service management concepts and ISO/IEC 20000-1': 'सर्विस मैनेजमेंट की अवधारणाएँ और ISO/IEC 20000-1',
    'Service portfolio, relationships and agreements': 'सर्विस पोर्टफ़ोलियो, संबंध और समझौते',
    'Supply, demand, design, build and transition of services':
      'सेवाओं की आपूर्ति, माँग, डिज़ाइन, निर्माण और ट्रांज़िशन',
    'Resolution, fulfilment, assurance and improvement': 'समाधान, पूर्ति, आश्वासन और सुधार',
  },
};
export default texts;
