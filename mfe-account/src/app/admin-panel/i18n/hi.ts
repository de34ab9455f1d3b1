import type { AdminPanelTranslation } from './en';

// Hindi: the admin panel's title, description and refusal (each tab's name is its feature's).
const hi: AdminPanelTranslation = {
  adminPanel: {
    title: 'एडमिन पैनल',
    description: 'प्रमाणपत्र, उपयोगकर्ता, प्रश्न और परिणाम प्रबंधित करें।',
    noAccess: 'आपके पास एडमिन पैनल का एक्सेस नहीं है। इसका उपयोग केवल एडमिन और सेल्स टीम कर सकती है।',
    sections: 'एडमिन अनुभाग',
  },
};
export default hi;
