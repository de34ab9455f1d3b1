import type { VisitorTextsTranslation } from './en';

// Hindi: the Visitor texts tab.
const hi: VisitorTextsTranslation = {
  adminVisitorTexts: {
    tab: 'विज़िटर टेक्स्ट',
    title: 'विज़िटर टेक्स्ट',
    intro:
      'रिव्यू और ब्लॉग पोस्ट अंग्रेज़ी में लिखे जाते हैं। यहाँ हर एक के अनुवाद दें: कोई भाषा खाली छोड़ने पर अंग्रेज़ी पाठ दिखेगा।',
    reviews: 'रिव्यू',
    posts: 'ब्लॉग पोस्ट',
    review: 'रिव्यू',
    post: 'ब्लॉग पोस्ट',
    translations: 'अनुवाद',
    complete: 'सभी भाषाओं में अनुवाद हो चुका है',
    actions: 'कार्रवाई',
    translate: 'अनुवाद करें',
    translateItem: 'अनुवाद करें: {item}',
    editTitle: '{item} के अनुवाद',
    reviewText: 'रिव्यू का पाठ',
    postTitle: 'शीर्षक',
    postExcerpt: 'सारांश',
    postBody: 'लेख का पाठ',
    englishText: '{field} (अंग्रेज़ी)',
    save: 'अनुवाद सहेजें',
    saving: 'सहेजा जा रहा है…',
    close: 'बंद करें',
    saved: '{item} के अनुवाद सहेज लिए गए।',
    unchanged: 'कोई अनुवाद नहीं बदला गया।',
    saveFailed: 'अनुवाद सहेजे नहीं जा सके।',
    gone: 'यह आइटम अब मौजूद नहीं है। इसे बंद करें और सूची फिर से लोड करें।',
    itemFailed: 'इस आइटम के पाठ लोड नहीं हो सके। इसे बंद करके फिर कोशिश करें।',
    listFailed: 'सूची लोड नहीं हो सकी।',
    loading: 'लोड हो रहा है…',
    noReviews: 'अभी कोई रिव्यू नहीं है।',
    noPosts: 'अभी कोई ब्लॉग पोस्ट नहीं है।',
  },
};
export default hi;
