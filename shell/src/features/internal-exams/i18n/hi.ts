import type { InternalExamsTexts } from './en';

// Hindi.
const texts: InternalExamsTexts = {
  title: 'आंतरिक परीक्षाएँ',
  metaDescription: 'शिक्षार्थियों और कर्मचारियों के लिए समयबद्ध मूल्यांकन: स्तर, अवधि, उत्तीर्ण अंक और प्रमाणपत्र।',
  lead: 'एक मूल्यांकन और एक स्तर चुनें। टाइमर तब शुरू होता है जब आप शुरू करते हैं; आपके उत्तर साथ-साथ सहेजे जाते हैं।',
  loadFailed: 'हम मूल्यांकन लोड नहीं कर सके। {message}',
  retry: 'फिर से प्रयास करें',
  none: 'इस समय आपके लिए कोई मूल्यांकन उपलब्ध नहीं है।',
  passMark: 'उत्तीर्ण अंक: {percent}',
  certifying: 'उत्तीर्ण होने पर प्रमाणपत्र मिलता है',
  practice: 'केवल अभ्यास',
  levelsOf: '{name} के स्तर',
  level: 'स्तर',
  questions: 'प्रश्न',
  duration: 'अवधि',
  action: 'कार्रवाई',
  start: 'शुरू करें',
  startLabel: '{name} शुरू करें, {level}',
  'level-easy': 'आसान',
  'level-intermediate': 'मध्यम',
  'level-advanced': 'उन्नत',
  'level-practice': 'अभ्यास',
};
export default texts;
