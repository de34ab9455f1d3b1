import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's cybersecurity courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Managing and running penetration tests.': 'إدارة اختبارات الاختراق وتنفيذها.',
    'Securing cloud services with ISO/IEC 27017 and 27018.':
      'تأمين الخدمات السحابية وفق ISO/IEC 27017 و27018.',
    'Collecting and analysing digital evidence.': 'جمع الأدلة الرقمية وتحليلها.',
    'The Cybersecurity Maturity Model Certification programme.':
      'برنامج شهادة نموذج نضج الأمن السيبراني (CMMC).',
    'Protecting network infrastructure.': 'حماية البنية التحتية للشبكات.',
    'Security for industrial control systems.': 'أمن أنظمة التحكم الصناعية.',
  },
  page: {
    'Security managers and engineers': 'مديرو الأمن ومهندسوه',
    'IT professionals responsible for protecting systems and networks':
      'متخصصو تقنية المعلومات المسؤولون عن حماية الأنظمة والشبكات',
    'Consultants advising on cybersecurity programmes': 'المستشارون في برامج الأمن السيبراني',
    'A working knowledge of IT infrastructure and basic security concepts':
      'معرفة عملية بالبنية التحتية لتقنية المعلومات وبمفاهيم الأمن الأساسية',
    'Penetration testing concepts, ethics and legal considerations':
      'مفاهيم اختبار الاختراق وأخلاقياته واعتباراته القانونية',
    'Planning and scoping a test': 'تخطيط الاختبار وتحديد نطاقه',
    'Running the test: reconnaissance, exploitation and post-exploitation':
      'تنفيذ الاختبار: الاستطلاع والاستغلال وما بعد الاستغلال',
    'Analysing results and reporting': 'تحليل النتائج وإعداد التقارير',
    'Managing a penetration testing programme': 'إدارة برنامج اختبار الاختراق',
    'Cloud computing concepts and shared responsibility':
      'مفاهيم الحوسبة السحابية والمسؤولية المشتركة',
    'Cloud security guidance in ISO/IEC 27017': 'إرشادات أمن السحابة في ISO/IEC 27017',
    'Protecting personal data in public clouds with ISO/IEC 27018':
      'حماية البيانات الشخصية في السحابات العامة وفق ISO/IEC 27018',
    'Cloud security risk management and monitoring': 'إدارة مخاطر أمن السحابة ومراقبتها',
    'Forensic principles, evidence handling and chain of custody':
      'مبادئ التحقيق الجنائي الرقمي والتعامل مع الأدلة وسلسلة الحيازة',
    'Acquiring evidence from computers and storage': 'جمع الأدلة من الحواسيب ووسائط التخزين',
    'Analysing file systems, operating systems and networks':
      'تحليل أنظمة الملفات وأنظمة التشغيل والشبكات',
    'Reporting findings and presenting evidence': 'الإبلاغ عن النتائج وعرض الأدلة',
    'The CMMC programme and its levels': 'برنامج CMMC ومستوياته',
    'Practices and their assessment': 'الممارسات وتقييمها',
    'Preparing an organisation for a CMMC assessment': 'إعداد المؤسسة لتقييم CMMC',
    'Documentation and continuous improvement': 'التوثيق والتحسين المستمر',
    'Network security concepts and architecture': 'مفاهيم أمن الشبكات وبنيته',
    'Designing and implementing network security controls': 'تصميم ضوابط أمن الشبكات وتطبيقها',
    'Monitoring, testing and incident handling on networks':
      'مراقبة الشبكات واختبارها والتعامل مع الحوادث فيها',
    'Managing a network security programme': 'إدارة برنامج أمن الشبكات',
    'Industrial control systems and SCADA architecture': 'أنظمة التحكم الصناعية وبنية SCADA',
    'Threats and vulnerabilities in operational technology':
      'التهديدات والثغرات في التقنيات التشغيلية (OT)',
    'Designing and implementing an ICS security programme':
      'تصميم برنامج لأمن أنظمة التحكم الصناعية (ICS) وتنفيذه',
    'Incident response and continuity for industrial environments':
      'الاستجابة للحوادث والاستمرارية في البيئات الصناعية',
  },
};
export default texts;
