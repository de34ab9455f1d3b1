import type { SearchTexts } from './en';

// The course search's texts.
const hi: SearchTexts = {
  searchHeading: 'कोर्स खोजें',
  searchLabel: 'कोर्स खोजें',
  searchHint: 'नाम, परीक्षा कोड या विषय से खोजें।',
  filterLabel: 'वेंडर और स्तर',
  filterAll: 'सभी कोर्स',
  filterAllVendor: 'सभी {vendor} कोर्स',
  resultsLabel: 'खोज परिणाम',
  resultCount_one: '{count} कोर्स मिला',
  resultCount_other: '{count} कोर्स मिले',
  noResults: 'आपकी खोज से कोई कोर्स मेल नहीं खाता। कोई दूसरा शब्द आज़माएँ या फ़िल्टर हटाएँ।',
};

export default hi;
