import type { GroupTexts } from '../../course-texts';

// Hindi: the summaries and page content of PECB's artificial intelligence courses (English → Hindi).
const texts: GroupTexts = {
  summaries: {
    'Foundations of applying AI responsibly.': 'AI को ज़िम्मेदारी से लागू करने की बुनियाद।',
    'Managing risks of AI systems.': 'AI सिस्टम के जोखिमों का प्रबंधन।',
    'AI management systems.': 'AI मैनेजमेंट सिस्टम।',
  },
  page: {
    'Managers responsible for AI projects and products': 'AI प्रोजेक्ट और प्रोडक्ट के लिए ज़िम्मेदार मैनेजर',
    'Data scientists and engineers who want to apply AI responsibly':
      'डेटा साइंटिस्ट और इंजीनियर जो AI को ज़िम्मेदारी से लागू करना चाहते हैं',
    'Risk, compliance and privacy professionals dealing with AI':
      'AI से जुड़े काम देखने वाले जोखिम, अनुपालन और प्राइवेसी पेशेवर',
    'A general understanding of AI concepts; no programming needed':
      'AI की अवधारणाओं की सामान्य समझ; प्रोग्रामिंग की ज़रूरत नहीं',
    'AI concepts, machine learning and generative AI': 'AI की अवधारणाएँ, मशीन लर्निंग और जनरेटिव AI',
    'Finding and delivering AI use cases': 'AI यूज़ केस की पहचान और उन्हें अमल में लाना',
    'Data, models and their limits': 'डेटा, मॉडल और उनकी सीमाएँ',
    'Ethics, regulation and responsible use': 'नैतिकता, विनियमन और ज़िम्मेदार उपयोग',
    'AI risks: bias, safety, security and transparency':
      'AI के जोखिम: पूर्वाग्रह, सेफ़्टी, सुरक्षा और पारदर्शिता',
    'Risk frameworks for AI systems': 'AI सिस्टम के लिए जोखिम फ़्रेमवर्क',
    'Assessing and treating AI risks': 'AI जोखिमों का आकलन और उपचार',
    'Monitoring AI systems in operation': 'चालू AI सिस्टम की मॉनिटरिंग',
    'AI management systems and the ISO/IEC 42001 requirements':
      'AI मैनेजमेंट सिस्टम और ISO/IEC 42001 की आवश्यकताएँ',
    'Planning: context, AI policy and AI risk assessment': 'योजना: संदर्भ, AI नीति और AI जोखिम आकलन',
    'Implementing controls across the AI life cycle': 'AI के पूरे जीवन चक्र में कंट्रोल लागू करना',
    'Monitoring, internal audit and improvement': 'मॉनिटरिंग, आंतरिक ऑडिट और सुधार',
  },
};
export default texts;
