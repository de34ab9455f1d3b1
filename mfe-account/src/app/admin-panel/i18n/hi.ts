import type { AdminPanelTranslation } from './en';

// Hindi: the admin panel's title and tab names.
const hi: AdminPanelTranslation = {
  adminPanel: {
    title: 'एडमिन पैनल',
    description: 'प्रमाणपत्र, उपयोगकर्ता, प्रश्न और परिणाम प्रबंधित करें।',
    noAccess: 'आपके पास एडमिन पैनल का एक्सेस नहीं है। इसका उपयोग केवल एडमिन कर सकते हैं।',
    sections: 'एडमिन अनुभाग',
    certificates: 'प्रमाणपत्र',
    users: 'उपयोगकर्ता',
    questions: 'प्रश्न बैंक',
    results: 'परिणाम',
    security: 'सुरक्षा इवेंट',
    assessments: 'मूल्यांकन',
    audit: 'ऑडिट लॉग',
    account: 'साइन-इन सुरक्षा',
  },
};
export default hi;
