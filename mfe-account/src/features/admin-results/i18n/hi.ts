import type { ResultsTranslation } from './en';

// Hindi: the Results and Security events tabs.
const hi: ResultsTranslation = {
  adminResults: {
    resultsTab: 'परिणाम',
    securityTab: 'सुरक्षा इवेंट',
    title: 'परिणाम',
    user: 'उपयोगकर्ता',
    search: 'नाम या ई-मेल से खोजें',
    searchButton: 'खोजें',
    category: 'श्रेणी',
    allCategories: 'सभी श्रेणियाँ',
    score: 'स्कोर',
    passed: 'उत्तीर्ण',
    yes: 'हाँ',
    no: 'नहीं',
    date: 'तारीख़',
    noResults: 'कोई परिणाम मेल नहीं खाता।',
    loadFailed: 'परिणाम लोड नहीं हो सके।',
    securityTitle: 'सुरक्षा इवेंट',
    attempt: 'प्रयास',
    kind: 'इवेंट',
    time: 'समय',
    securityFailed: 'सुरक्षा इवेंट लोड नहीं हो सके।',
  },
};
export default hi;
