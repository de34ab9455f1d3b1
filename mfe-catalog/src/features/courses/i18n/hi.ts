import type { CoursePageTexts } from './en';

// Hindi. Certification and vendor names and exam codes stay as the vendors write them.
const hi: CoursePageTexts = {
  examCode: 'परीक्षा कोड',
  examCodes: 'परीक्षा कोड',
  duration: 'प्रशिक्षण अवधि',
  durationValue_one: '{count} घंटा',
  durationValue_other: '{count} घंटे',
  format: 'प्रारूप',
  formatBoth: 'प्रशिक्षक के नेतृत्व में, लाइव ऑनलाइन या हमारे नई दिल्ली केंद्र की कक्षा में',
  formatOnline: 'प्रशिक्षक के नेतृत्व में, लाइव ऑनलाइन',
  formatOnsite: 'प्रशिक्षक के नेतृत्व में, हमारे नई दिल्ली केंद्र की कक्षा में',
  credential: 'मिलने वाला प्रमाणन',
  examFormat: 'परीक्षा प्रारूप',
  examFormatValue: '{code}: अधिकतम {questions} प्रश्न, {minutes} मिनट, उत्तीर्ण अंक {score}',
  examFormatSingle: 'अधिकतम {questions} प्रश्न, {minutes} मिनट, उत्तीर्ण अंक {score}',
  audience: 'यह किसके लिए है',
  prerequisites: 'पूर्वापेक्षाएँ और अनुशंसित अनुभव',
  outline: 'आप क्या सीखेंगे',
  path: 'प्रमाणन पथ',
  pathBefore: 'इस कोर्स से पहले',
  pathAfter: 'इस कोर्स के बाद',
  faqs: 'अक्सर पूछे जाने वाले प्रश्न',
  related: 'संबंधित कोर्स',
  enquire: 'पूछताछ करें',
  enquireAbout: '{title} के बारे में पूछताछ करें',
  payNote:
    'बुक करने के लिए तैयार हैं? PayPal, कार्ड या बैंक ट्रांसफ़र से भुगतान के लिए पेज के ऊपर नेविगेशन में "अभी भुगतान करें" मेनू का उपयोग करें।',
  notFound: 'पेज नहीं मिला',
  courseTitle: '{title} प्रशिक्षण',
  courseDescription: 'नई दिल्ली और ऑनलाइन {title} ({vendor}) प्रशिक्षण: {summary}',
};

export default hi;
