import type { FooterTexts } from './en';

// Hindi.
const texts: FooterTexts = {
  footerContact: 'संपर्क',
  email: 'ई-मेल',
  whatsapp: 'WhatsApp',
  hours: 'कार्य समय',
  office: 'कार्यालय',
  footerAbout: 'हमारे बारे में',
  aboutBlurb:
    'नई दिल्ली स्थित हमारे कार्यालय से आईटी प्रशिक्षण, CompTIA और PECB प्रमाणन वाउचर, इंटर्नशिप तथा सॉफ़्टवेयर और वेब डेवलपमेंट सेवाएँ।',
  followUs: 'हमें फ़ॉलो करें',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  links: 'लिंक',
  faq: 'अक्सर पूछे जाने वाले प्रश्न',
  contactUs: 'संपर्क करें',
  policy: 'नीति',
  career: 'करियर',
  employee: 'कर्मचारी',
  certificate: 'प्रमाणपत्र',
  explore: 'खोजें',
  whatWeDo: 'हम क्या करते हैं',
  resources: 'संसाधन',
  internship: 'इंटर्नशिप',
  partners: 'साझेदार',
  gallery: 'गैलरी',
  mapTitle: 'नई दिल्ली में हमारे कार्यालय का नक्शा',
  findUs: 'हमें खोजें',
  rights: 'सर्वाधिकार सुरक्षित।',
};

export default texts;
