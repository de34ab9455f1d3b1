import type { QuestionsTranslation } from './en';

// Hindi: the Question bank tab.
const hi: QuestionsTranslation = {
  adminQuestions: {
    tab: 'प्रश्न बैंक',
    title: 'प्रश्न बैंक',
    filter: 'श्रेणी',
    all: 'सभी श्रेणियाँ',
    addTitle: 'प्रश्न जोड़ें',
    editTitle: 'प्रश्न संपादित करें',
    text: 'प्रश्न',
    option: 'विकल्प {n}',
    correct: 'सही विकल्प',
    category: 'श्रेणी',
    explanation: 'व्याख्या (वैकल्पिक)',
    save: 'प्रश्न सहेजें',
    cancel: 'रद्द करें',
    edit: 'संपादित करें',
    remove: 'हटाएँ',
    actions: 'कार्रवाइयाँ',
    confirmDelete: 'यह प्रश्न हटाएँ? इसके बाद यह क्विज़ में नहीं दिखाया जाएगा।',
    added: 'प्रश्न जोड़ दिया गया।',
    updated: 'प्रश्न अपडेट कर दिया गया।',
    deleted: 'प्रश्न हटा दिया गया।',
    failed: 'प्रश्न सहेजा नहीं जा सका।',
    deleteFailed: 'प्रश्न हटाया नहीं जा सका।',
    loadFailed: 'प्रश्न लोड नहीं हो सके।',
    incomplete: 'प्रश्न, एक श्रेणी और कम से कम दो विकल्प दर्ज करें।',
  },
};
export default hi;
