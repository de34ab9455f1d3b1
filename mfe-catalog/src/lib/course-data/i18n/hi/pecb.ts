import type { CourseTexts } from '../../course-texts';

// Hindi: PECB's shared course texts (English → Hindi).
const texts: CourseTexts = {
  'ISO/IEC 27000 family management systems and leadership.':
    'ISO/IEC 27000 श्रृंखला के मैनेजमेंट सिस्टम और नेतृत्व।',
  'Protecting systems, networks and cloud services.': 'सिस्टम, नेटवर्क और क्लाउड सेवाओं की सुरक्षा।',
  'Quality, asset, laboratory and service management standards.':
    'क्वालिटी, एसेट, प्रयोगशाला और सर्विस मैनेजमेंट के मानक।',
  'Risk, anti-bribery, compliance and IT governance.': 'जोखिम, रिश्वत-विरोध, अनुपालन और आईटी गवर्नेंस।',
  'Responsible AI management and risk.': 'ज़िम्मेदार AI प्रबंधन और जोखिम।',
  'GDPR and privacy information management.': 'GDPR और प्राइवेसी इन्फ़ॉर्मेशन मैनेजमेंट।',
  'Business continuity, crisis management and operational resilience.':
    'व्यवसाय निरंतरता, संकट प्रबंधन और ऑपरेशनल रेज़िलिएंस।',
  'Hands-on offensive and defensive security.': 'व्यावहारिक ऑफ़ेंसिव और डिफ़ेंसिव सुरक्षा।',
  'Leading technology-driven change in organisations.': 'संगठनों में तकनीक-आधारित बदलाव का नेतृत्व।',
  'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.':
    'डिजिटल ट्रांसफ़ॉर्मेशन नई तकनीक खरीदने से ज़्यादा इस बारे में है कि संगठन के काम करने का तरीका कैसे बदले: उसकी प्रक्रियाएँ, उसकी संस्कृति और ग्राहकों को सेवा देने का उसका ढंग। प्रोजेक्ट तब विफल होते हैं जब रणनीति, लोग और तकनीक अलग-अलग रफ़्तार से आगे बढ़ते हैं।',
  'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.':
    'हमारे डिजिटल ट्रांसफ़ॉर्मेशन प्रोग्राम मैनेजरों और टीम लीड को बदलाव की योजना बनाने, पहले क्या डिजिटाइज़ करना है यह चुनने, प्रगति मापने और शुरुआत से ही सुरक्षा, प्राइवेसी और निरंतरता को ध्यान में रखने में मदद करते हैं।',
  'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.':
    'टीमों और व्यक्तियों के लिए बैच माँग पर, ऑनलाइन या हमारे नई दिल्ली केंद्र में आयोजित किए जाते हैं। हमें अपने संगठन के बारे में बताएँ और हम आपके लिए PECB प्रशिक्षण का सही संयोजन सुझाएँगे, जिसमें हमारी गवर्नेंस, क्वालिटी और आर्टिफ़िशियल इंटेलिजेंस श्रेणियों के कोर्स भी शामिल हैं।',
  'PECB certification: {title}': 'PECB प्रमाणन: {title}',
  'How long is the {title} course?': '{title} कोर्स की अवधि कितनी है?',
  '{hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.':
    'प्रशिक्षक के नेतृत्व में {hours} घंटे का प्रशिक्षण, आमतौर पर पाँच पूरे दिनों में या शाम और वीकेंड बैच में। प्रशिक्षण के बाद PECB परीक्षा होती है।',
  'Is the PECB exam included?': 'क्या PECB परीक्षा शामिल है?',
  'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.':
    'हम प्रशिक्षण, कोर्स सामग्री और PECB परीक्षा की कीमत एक साथ या अलग-अलग बताते हैं, जैसा आपके लिए सुविधाजनक हो; पूछताछ करते समय हमसे पूछें।',
  'Can I attend online?': 'क्या ऑनलाइन शामिल होना संभव है?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.':
    'हाँ। हर बैच हमारे नई दिल्ली केंद्र के साथ-साथ लाइव ऑनलाइन कक्षा के रूप में भी चलता है।',
  'Monitoring, audit and improvement': 'मॉनिटरिंग, ऑडिट और सुधार',
};
export default texts;
