import type { PricesTranslation } from './en';

// Hindi: the Prices tab.
const hi: PricesTranslation = {
  adminPrices: {
    tab: 'क़ीमतें',
    title: 'परीक्षा वाउचर की क़ीमतें',
    intro:
      'हर कोर्स का परीक्षा वाउचर: भारत के ख़रीदारों के लिए रुपये में क़ीमत, बाक़ी के लिए डॉलर में, और स्टॉक में मौजूद कोड।',
    course: 'कोर्स',
    chooseCourse: 'कोर्स चुनें',
    priceInr: 'रुपये में क़ीमत (INR)',
    priceUsd: 'डॉलर में क़ीमत (USD)',
    priceHint: 'जैसे 1499 या 1499.50',
    lowStock: 'कम स्टॉक की सूचना (कोड की संख्या)',
    lowStockHint: 'उपलब्ध कोड इस संख्या तक घटने पर सेल्स टीम को ई-मेल भेजा जाता है।',
    onSale: 'कोर्स पेज पर बिक्री के लिए',
    status: 'स्थिति',
    active: 'बिक्री के लिए',
    inactive: 'बिक्री के लिए नहीं',
    stock: 'स्टॉक',
    stockCounts: '{available} उपलब्ध, {reserved} आरक्षित, {sold} बिके, {void} रद्द',
    actions: 'कार्रवाइयाँ',
    edit: 'बदलें',
    editCourse: '{course} बदलें',
    createTitle: 'परीक्षा वाउचर बिक्री के लिए जोड़ें',
    editTitle: '{course} का परीक्षा वाउचर बदलें',
    create: 'परीक्षा वाउचर जोड़ें',
    save: 'बदलाव सहेजें',
    cancel: 'रद्द करें',
    created: '{course} का परीक्षा वाउचर बिक्री के लिए जोड़ा गया।',
    saved: '{course} का परीक्षा वाउचर बदला गया।',
    courseRequired: 'कोर्स चुनें।',
    priceInvalid: 'शून्य से बड़ी राशि लिखें, दशमलव के बाद अधिकतम दो अंक, जैसे 1499 या 1499.50।',
    lowStockInvalid: '0 से 10000 तक की पूर्ण संख्या लिखें।',
    exists: 'इस कोर्स का परीक्षा वाउचर पहले से है: उसे सूची में बदलें।',
    missing: 'यह परीक्षा वाउचर अब मौजूद नहीं है। सूची फिर से लोड करें।',
    saveFailed: 'परीक्षा वाउचर सहेजा नहीं जा सका।',
    loadFailed: 'परीक्षा वाउचर लोड नहीं हो सके।',
    loading: 'लोड हो रहा है…',
    none: 'अभी कोई परीक्षा वाउचर बिक्री के लिए नहीं है।',
  },
};
export default hi;
