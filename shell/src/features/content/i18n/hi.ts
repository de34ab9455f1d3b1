import type { ListsKey } from './en';

// Hindi.
const texts: Record<ListsKey, string> = {
  reviewsTitle: 'रिव्यू',
  reviewsDescription:
    'नई दिल्ली में हमारे CompTIA, PECB, Unity, Tally और Microsoft कोर्स के बारे में शिक्षार्थी क्या कहते हैं।',
  reviewsLead: 'हमारे शिक्षार्थी और क्लाइंट हमारे साथ अपने कोर्स और प्रोजेक्ट के बारे में क्या कहते हैं।',
  reviewsEmpty: 'अभी कोई रिव्यू नहीं है।',
  rated: '5 में से {rating} रेटिंग',
  reviewsError: 'हम रिव्यू लोड नहीं कर सके।',
  blogsTitle: 'हमारे ब्लॉग',
  blogsDescription: 'आईटी प्रमाणन, करियर, साइबर सुरक्षा, क्लाउड और ISO मानकों पर लेख।',
  blogsLead: 'प्रमाणन, करियर और तकनीक पर हमारे प्रशिक्षकों के लेख।',
  blogsLoading: 'लेख लोड हो रहे हैं...',
  blogsEmpty: 'अभी कोई लेख नहीं है।',
  blogsError: 'हम लेख लोड नहीं कर सके।',
  resourcesTitle: 'संसाधन',
  resourcesDescription:
    'CompTIA, PECB और अन्य प्रमाणन परीक्षाओं के लिए हमारी सुझाई गई किताबें और स्टडी गाइड।',
  resourcesLead: 'हर प्रमाणन के लिए हमारे प्रशिक्षकों की सुझाई किताबें और स्टडी गाइड।',
  resourcesEmpty: 'अभी कोई किताब सूची में नहीं है।',
  resourcesError: 'हम किताबें लोड नहीं कर सके।',
  getBook: '“{title}” पाएँ',
  opensInNewTab: '(नए टैब में खुलता है)',
  tryAgain: 'फिर से कोशिश करें',
};

export default texts;
