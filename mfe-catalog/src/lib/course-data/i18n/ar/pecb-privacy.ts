import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's privacy courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'The role of a data protection officer under the GDPR.':
      'دور مسؤول حماية البيانات بموجب اللائحة العامة لحماية البيانات (GDPR).',
    'Privacy information management systems.': 'أنظمة إدارة معلومات الخصوصية.',
  },
  page: {
    'Data protection officers and privacy managers': 'مسؤولو حماية البيانات ومديرو الخصوصية',
    'Legal, compliance and information security professionals':
      'المتخصصون في الشؤون القانونية والامتثال وأمن المعلومات',
    'Anyone handling personal data for customers in Europe':
      'كل من يتعامل مع البيانات الشخصية لعملاء في أوروبا',
    'A basic understanding of data protection principles': 'فهم أساسي لمبادئ حماية البيانات',
    'GDPR principles, lawful bases and data subject rights':
      'مبادئ اللائحة العامة لحماية البيانات (GDPR)، والأسس القانونية للمعالجة، وحقوق أصحاب البيانات',
    'The data protection officer role': 'دور مسؤول حماية البيانات',
    'Records of processing and data protection impact assessments':
      'سجلات أنشطة المعالجة وتقييمات الأثر على حماية البيانات',
    'Breach notification, transfers and supervisory authorities':
      'الإخطار بخروقات البيانات ونقل البيانات والسلطات الرقابية',
    'Privacy information management and ISO/IEC 27701':
      'إدارة معلومات الخصوصية ومعيار ISO/IEC 27701',
    'Extending an ISMS for privacy': 'توسيع نظام إدارة أمن المعلومات (ISMS) ليشمل الخصوصية',
    'Controls for personal data controllers and processors':
      'الضوابط الخاصة بمتحكّمي البيانات الشخصية ومعالجيها',
  },
};
export default texts;
