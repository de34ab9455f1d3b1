import type { VoucherStockTranslation } from './en';

// Hindi: the Voucher stock tab.
const hi: VoucherStockTranslation = {
  adminVoucherStock: {
    tab: 'वाउचर स्टॉक',
    importTitle: 'परीक्षा वाउचर कोड इम्पोर्ट करें',
    importHelp:
      'वेंडर के ऑर्डर की CSV फ़ाइल। पहली पंक्ति में कॉलम के नाम हों: course (कोर्स का slug, जैसे security-plus), code, और expiry (YYYY-MM-DD)। हर पंक्ति जाँची जाती है: एक भी ग़लत हो तो कोई कोड इम्पोर्ट नहीं होता।',
    csvFile: 'कोड की CSV फ़ाइल',
    import: 'कोड इम्पोर्ट करें',
    importing: 'इम्पोर्ट हो रहा है…',
    fileRequired: 'इम्पोर्ट करने के लिए CSV फ़ाइल चुनें।',
    fileEmpty: 'फ़ाइल ख़ाली है।',
    missingColumns: 'फ़ाइल की पहली पंक्ति में ये कॉलम नहीं हैं: {columns}।',
    imported_one: '{count} कोड इम्पोर्ट किया गया।',
    imported_other: '{count} कोड इम्पोर्ट किए गए।',
    importedCourse: 'कोर्स',
    importedCount: 'इम्पोर्ट किए गए कोड',
    rejected_one: 'कुछ भी इम्पोर्ट नहीं हुआ: {count} पंक्ति में समस्या है।',
    rejected_other: 'कुछ भी इम्पोर्ट नहीं हुआ: {count} पंक्तियों में समस्याएँ हैं।',
    row: 'पंक्ति',
    problem: 'समस्या',
    importRace: 'कुछ भी इम्पोर्ट नहीं हुआ: इस बीच कोई कोड पहले ही इम्पोर्ट हो गया। फिर से कोशिश करें।',
    importFailed: 'कुछ भी इम्पोर्ट नहीं हुआ।',
    voidTitle: 'कोड रद्द करें',
    voidHelp:
      'ऐसा कोड जिसे वेंडर ने वापस ले लिया, या जिसे बेचा नहीं जाना चाहिए। केवल उपलब्ध कोड रद्द किया जा सकता है; स्टाफ़ को कोड की सूची कभी नहीं दिखती।',
    code: 'परीक्षा वाउचर कोड',
    voidButton: 'कोड रद्द करें',
    codeRequired: 'रद्द करने के लिए कोड लिखें।',
    codeInvalid: 'कोड में 6 से 64 अक्षर, अंक या हाइफ़न होते हैं, बिना स्पेस के।',
    confirmVoid: 'परीक्षा वाउचर कोड {code} रद्द करें? यह कभी बेचा नहीं जाएगा।',
    cancel: 'वापस जाएँ',
    voided: 'कोड {code} रद्द कर दिया गया।',
    codeUnknown: 'ऐसा कोई कोड इम्पोर्ट नहीं किया गया था।',
    codeNotAvailable: 'यह कोड पहले से आरक्षित, बिका हुआ या रद्द है: केवल उपलब्ध कोड रद्द किया जा सकता है।',
    voidFailed: 'कोड रद्द नहीं किया जा सका।',
  },
};
export default hi;
