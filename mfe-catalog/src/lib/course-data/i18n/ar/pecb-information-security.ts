import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's information security courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Implementing and managing an information security management system.':
      'تطبيق نظام إدارة أمن المعلومات وإدارته.',
    'Selecting and applying information security controls.': 'اختيار ضوابط أمن المعلومات وتطبيقها.',
    'Information security risk management.': 'إدارة مخاطر أمن المعلومات.',
    'Security across the application life cycle.': 'الأمن عبر دورة حياة التطبيقات.',
    'Planning for and handling security incidents.': 'التخطيط للحوادث الأمنية والتعامل معها.',
    'Leading an information security programme.': 'قيادة برنامج أمن المعلومات.',
    'Risk analysis with the EBIOS Risk Manager method.':
      'تحليل المخاطر بمنهجية EBIOS Risk Manager.',
  },
  page: {
    'Information security managers and officers': 'مديرو أمن المعلومات ومسؤولوه',
    'IT and compliance professionals preparing for ISO/IEC 27000 work':
      'متخصصو تقنية المعلومات والامتثال الذين يستعدون للعمل وفق معايير ISO/IEC 27000',
    'Consultants who help organisations build or audit security programmes':
      'المستشارون الذين يساعدون المؤسسات على بناء برامج الأمن أو تدقيقها',
    'A basic understanding of information security': 'فهم أساسي لأمن المعلومات',
    'Some familiarity with ISO/IEC 27001 is helpful': 'يفيدك بعض الإلمام بمعيار ISO/IEC 27001',
    'Information security management systems and the ISO/IEC 27001 requirements':
      'أنظمة إدارة أمن المعلومات ومتطلبات ISO/IEC 27001',
    'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability':
      'تخطيط نظام إدارة أمن المعلومات (ISMS): النطاق والسياسة وتقييم المخاطر وبيان قابلية التطبيق',
    'Implementing controls, documentation and awareness': 'تطبيق الضوابط والتوثيق والتوعية',
    'Monitoring, measurement, internal audit and management review':
      'المراقبة والقياس والتدقيق الداخلي ومراجعة الإدارة',
    'Continual improvement and preparing for the certification audit':
      'التحسين المستمر والاستعداد لتدقيق منح الشهادة',
    'The structure of ISO/IEC 27002 and its control themes': 'هيكل ISO/IEC 27002 ومحاور ضوابطه',
    'Organisational and people controls': 'الضوابط التنظيمية والضوابط المتعلقة بالأفراد',
    'Physical controls': 'الضوابط المادية',
    'Technological controls': 'الضوابط التقنية',
    'Choosing, tailoring and measuring controls': 'اختيار الضوابط وتكييفها وقياسها',
    'Risk management concepts and the ISO/IEC 27005 framework':
      'مفاهيم إدارة المخاطر وإطار ISO/IEC 27005',
    'Establishing the context and risk criteria': 'تحديد السياق ومعايير المخاطر',
    'Risk identification, analysis and evaluation': 'تحديد المخاطر وتحليلها وتقديرها',
    'Risk treatment, acceptance and communication': 'معالجة المخاطر وقبولها والإبلاغ عنها',
    'Monitoring and reviewing risks': 'مراقبة المخاطر ومراجعتها',
    'Application security concepts and the ISO/IEC 27034 framework':
      'مفاهيم أمن التطبيقات وإطار ISO/IEC 27034',
    'The organisation normative framework and application security controls':
      'الإطار المعياري للمؤسسة وضوابط أمن التطبيقات',
    'Security in requirements, design, development and testing':
      'الأمن في مراحل المتطلبات والتصميم والتطوير والاختبار',
    'Verifying and maintaining application security': 'التحقق من أمن التطبيقات والمحافظة عليه',
    'Incident management principles and ISO/IEC 27035': 'مبادئ إدارة الحوادث ومعيار ISO/IEC 27035',
    'Planning and preparing an incident response capability':
      'التخطيط لقدرة الاستجابة للحوادث وتجهيزها',
    'Detecting, reporting and assessing incidents': 'اكتشاف الحوادث والإبلاغ عنها وتقييمها',
    'Responding, recovering and learning lessons': 'الاستجابة والتعافي واستخلاص الدروس',
    'The role and responsibilities of a CISO': 'دور كبير مسؤولي أمن المعلومات (CISO) ومسؤولياته',
    'Building an information security programme and governance':
      'بناء برنامج أمن المعلومات وحوكمته',
    'Risk, compliance and security architecture decisions': 'قرارات المخاطر والامتثال وبنية الأمن',
    'Security operations, incidents and crisis leadership':
      'العمليات الأمنية والحوادث وقيادة الأزمات',
    'Reporting to the board and measuring performance':
      'رفع التقارير إلى مجلس الإدارة وقياس الأداء',
    'The EBIOS Risk Manager method and its workshops': 'منهجية EBIOS Risk Manager وورش عملها',
    'Security baseline and risk sources': 'خط الأساس الأمني ومصادر المخاطر',
    'Strategic and operational scenarios': 'السيناريوهات الاستراتيجية والتشغيلية',
    'Risk treatment and monitoring': 'معالجة المخاطر ومراقبتها',
  },
};
export default texts;
