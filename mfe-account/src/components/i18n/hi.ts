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
};
export default hi;
