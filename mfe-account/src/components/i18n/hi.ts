import type { ComponentsTranslation } from './en';

// Hindi: the shared components (the data table, the CSV file field, the sessions list).
const hi: ComponentsTranslation = {
  table: {
    sortBy: '{column} के अनुसार क्रमबद्ध करें',
    previous: 'पिछला पेज',
    next: 'अगला पेज',
    pageOf: 'पेज {page} / {pages} (कुल {total})',
    pageOfMore: 'पेज {page} (कुल {total} से अधिक)',
    empty: 'दिखाने के लिए कुछ नहीं है।',
  },
  file: {
    chooseFile: 'फ़ाइल चुनें',
    noFile: 'कोई फ़ाइल नहीं चुनी गई',
    unreadable: 'फ़ाइल पढ़ी नहीं जा सकी।',
  },
  sessions: {
    sessionsTitle: 'आप कहाँ-कहाँ साइन इन हैं',
    sessionsLoading: 'आपके सत्र लोड हो रहे हैं…',
    sessionsFailed: 'आपके सत्र लोड नहीं हो सके।',
    thisDevice: 'यह डिवाइस',
    ip: 'IP पता',
    signedIn: 'साइन इन किया',
    lastActive: 'आखिरी बार सक्रिय',
    signOut: 'साइन आउट करें',
    signOutNamed: 'साइन आउट करें: {device} ({ip})',
    signOutOthers: 'बाकी सभी सत्रों से साइन आउट करें',
    signingOut: 'साइन आउट हो रहा है…',
    signedOutOne: '{device} ({ip}) से साइन आउट कर दिया गया है।',
    signedOutOthers_one: '{count} दूसरे सत्र से साइन आउट कर दिया गया है।',
    signedOutOthers_other: '{count} दूसरे सत्रों से साइन आउट कर दिया गया है।',
    noOthers: 'आप कहीं और साइन इन नहीं हैं।',
    signOutFailed: 'सत्र से साइन आउट नहीं हो सका।',
    deviceOn: '{os} पर {browser}',
    unknownDevice: 'अज्ञात डिवाइस',
  },
  translatedField: {
    translations: '{field} के अनुवाद',
    missingCount_one: '{count} अनुवाद बाकी है',
    missingCount_other: '{count} अनुवाद बाकी हैं',
    allTranslated: 'सभी भाषाओं में अनुवाद हो चुका है',
    missing: 'बाकी',
    hint: 'कोई भाषा खाली छोड़ने पर उस भाषा के पेज पर अंग्रेज़ी पाठ दिखेगा।',
    listMissing: 'बाकी अनुवाद: {languages}',
  },
  decision: {
    acceptAsk:
      'ऑर्डर {reference} के लिए {transaction} से चुकाए गए {amount} स्वीकार करें? ऑर्डर पूरा होगा और खरीदार को ई-मेल भेजा जाएगा।',
    rejectAsk:
      'ऑर्डर {reference} के लिए {transaction} से चुकाए गए {amount} अस्वीकार करें? इसे खरीदार को लौटाने के लिए चिह्नित किया जाएगा; ऑर्डर जैसा है वैसा रहेगा।',
    acceptConfirm: 'भुगतान स्वीकार करें',
    rejectConfirm: 'भुगतान अस्वीकार करें',
    acceptReason: 'स्वीकार करने का कारण',
    rejectReason: 'अस्वीकार करने का कारण',
    decisionHint: '3 से 300 कैरेक्टर; यह भुगतान के साथ और ऑडिट लॉग में रखा जाता है।',
    acceptedDone: 'भुगतान {transaction} स्वीकार हुआ: ऑर्डर {reference} पूरा हो गया।',
    rejectedDone: 'भुगतान {transaction} अस्वीकार हुआ: इसे खरीदार को लौटाएँ। कारण: “{reason}”।',
    acceptConflict:
      'भुगतान स्वीकार नहीं हो सका: इसका ऑर्डर अब खुला नहीं है, इसका सामान स्टॉक में नहीं है, या इस पर निर्णय हो चुका है। इसे अस्वीकार करें ताकि यह लौटाया जाए।',
    rejectConflict: 'भुगतान अस्वीकार नहीं हो सका: इस पर निर्णय हो चुका है।',
    paymentMissing: 'यह भुगतान अब मौजूद नहीं है।',
    decisionFailed: 'निर्णय सहेजा नहीं जा सका।',
  },
};
export default hi;
