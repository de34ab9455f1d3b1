import type { CatalogMessageKey } from './en';

const hi: Partial<Record<CatalogMessageKey, string>> = {
  home: 'होम',
  certifications: 'प्रमाणन',
  examCode: 'परीक्षा कोड',
  examCodes: 'परीक्षा कोड',
  duration: 'प्रशिक्षण अवधि',
  durationValue: '{hours} घंटे',
  format: 'प्रारूप',
  audience: 'यह किसके लिए है',
  prerequisites: 'पूर्वापेक्षाएँ और अनुशंसित अनुभव',
  outline: 'आप क्या सीखेंगे',
  path: 'प्रमाणन पथ',
  faqs: 'अक्सर पूछे जाने वाले प्रश्न',
  related: 'संबंधित कोर्स',
  enquire: 'पूछताछ करें',
  searchHeading: 'कोर्स खोजें',
  searchLabel: 'कोर्स खोजें',
  resultCount: '{count} कोर्स मिले',
  resultCountOne: '1 कोर्स मिला',
  noResults: 'आपकी खोज से कोई कोर्स मेल नहीं खाता।',
};

export default hi;
