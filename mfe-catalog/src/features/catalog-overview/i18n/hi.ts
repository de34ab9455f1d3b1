import type { OverviewTexts } from './en';

// The catalog overview pages' texts. Vendor and certification names stay as written.
const hi: OverviewTexts = {
  cerTitle: 'प्रमाणन कोर्स',
  cerMeta:
    'नई दिल्ली और ऑनलाइन पढ़ाए जाने वाले हमारे सभी CompTIA और PECB प्रमाणन कोर्स, एक खोजने योग्य सूची में।',
  cerLead:
    'CompTIA और PECB के वे सभी प्रमाणन कोर्स जो हम पढ़ाते हैं, परीक्षा वाउचर और ऑनलाइन या नई दिल्ली में प्रशिक्षक के नेतृत्व वाले प्रशिक्षण के साथ।',
  cerComptia: 'Specialist, Professional और Expert स्तरों में {courses}।',
  cerPecb: '{categories} श्रेणियों में {courses}।',
  comptiaHeading: 'CompTIA प्रमाणन कोर्स',
  comptiaMeta:
    'नई दिल्ली और ऑनलाइन CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ और SecurityX प्रशिक्षण, Specialist से Expert स्तर तक।',
  comptiaLead: 'वेंडर-न्यूट्रल प्रमाणन, आपकी पहली आईटी नौकरी से लेकर विशेषज्ञ सुरक्षा कार्य तक।',
  comptiaLevelTitle: 'CompTIA {title} कोर्स',
  comptiaLevelMeta: 'CompTIA {title} स्तर का प्रशिक्षण: {summary}',
  partnerHeading: 'CompTIA प्रशिक्षण और परीक्षा वाउचर',
  partnerMeta:
    'नई दिल्ली और ऑनलाइन CompTIA प्रशिक्षण और परीक्षा वाउचर: हर मौजूदा परीक्षा कोड, प्रारूप और पथ एक ही पेज पर।',
  partnerLead: 'परीक्षा वाउचर के साथ प्रशिक्षक के नेतृत्व में CompTIA प्रशिक्षण, नई दिल्ली और ऑनलाइन।',
  partnerWhy: 'CompTIA की तैयारी हमारे साथ क्यों करें',
  partnerWhyObjectives: 'प्रशिक्षक जो आपको मौजूदा परीक्षा उद्देश्यों के लिए तैयार करते हैं, पिछले साल के लिए नहीं।',
  partnerWhyLive: 'ऑनलाइन या हमारे नई दिल्ली केंद्र में लाइव कक्षाएँ, लैब और प्रैक्टिस टेस्ट के साथ।',
  partnerWhyVouchers: 'परीक्षा वाउचर प्रशिक्षण के साथ या अलग से।',
  partnerWhyPath: 'एक पथ जो आपके साथ बढ़ता है, A+ से SecurityX और स्टैकेबल प्रमाणन तक।',
  partnerExams: 'मौजूदा CompTIA परीक्षाएँ',
  partnerCaption: 'CompTIA प्रमाणन और उनके परीक्षा कोड',
  colCertification: 'प्रमाणन',
  colLevel: 'स्तर',
  colTraining: 'प्रशिक्षण',
  stackable: 'स्टैकेबल प्रमाणन',
  pecbHeading: 'PECB प्रमाणन कोर्स',
  pecbMeta: 'नई दिल्ली और ऑनलाइन PECB ISO मानक, गवर्नेंस, प्राइवेसी, निरंतरता और साइबर सुरक्षा प्रशिक्षण।',
  pecbLead:
    'ISO मैनेजमेंट सिस्टम मानकों, गवर्नेंस, प्राइवेसी, रेज़िलिएंस और साइबर सुरक्षा पर अंतरराष्ट्रीय स्तर पर मान्यता प्राप्त प्रशिक्षण।',
  categories: 'श्रेणियाँ',
  onRequest: 'अनुरोध पर कार्यक्रम',
  pecbCategoryTitle: 'PECB {title} कोर्स',
  pecbCategoryMeta: 'PECB {title} प्रशिक्षण: {summary}',
  certifications: 'प्रमाणन',
  examCode: 'परीक्षा कोड',
  durationValue_one: '{count} घंटा',
  durationValue_other: '{count} घंटे',
  enquireAbout: '{title} के बारे में पूछताछ करें',
  notFound: 'पेज नहीं मिला',
};

export default hi;
