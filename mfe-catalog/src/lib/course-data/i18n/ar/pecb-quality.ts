import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's quality courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Quality management systems.': 'أنظمة إدارة الجودة.',
    'Asset management systems.': 'أنظمة إدارة الأصول.',
    'Quality management for medical devices.': 'إدارة الجودة في مجال الأجهزة الطبية.',
    'Management systems for educational organisations.': 'أنظمة الإدارة للمؤسسات التعليمية.',
    'Guidance on project management.': 'إرشادات إدارة المشاريع.',
    'Security management for the supply chain.': 'إدارة الأمن في سلسلة التوريد.',
    'Process improvement with Lean Six Sigma.': 'تحسين العمليات بمنهجية Lean Six Sigma.',
    'Competence of testing and calibration laboratories.': 'كفاءة مختبرات الاختبار والمعايرة.',
    'Service management systems.': 'أنظمة إدارة الخدمات.',
  },
  page: {
    'Quality managers and management representatives': 'مديرو الجودة وممثّلو الإدارة',
    'Process owners and improvement teams': 'مالكو العمليات وفرق التحسين',
    'Consultants implementing or auditing management systems':
      'المستشارون الذين يطبّقون أنظمة الإدارة أو يدقّقونها',
    'A general understanding of management systems and processes':
      'فهم عام لأنظمة الإدارة والعمليات',
    'Quality management principles and the ISO 9001 requirements':
      'مبادئ إدارة الجودة ومتطلبات ISO 9001',
    'Planning a quality management system': 'تخطيط نظام إدارة الجودة',
    'Implementing processes, documented information and controls':
      'تطبيق العمليات والمعلومات الموثّقة والضوابط',
    'Monitoring, internal audit and management review': 'المراقبة والتدقيق الداخلي ومراجعة الإدارة',
    'Continual improvement and certification': 'التحسين المستمر والحصول على الشهادة',
    'Asset management concepts and ISO 55001': 'مفاهيم إدارة الأصول ومعيار ISO 55001',
    'Asset management policy, objectives and plans': 'سياسة إدارة الأصول وأهدافها وخططها',
    'Life-cycle decisions, risk and performance': 'قرارات دورة الحياة والمخاطر والأداء',
    'Monitoring and improving the asset management system': 'مراقبة نظام إدارة الأصول وتحسينه',
    'Regulatory context and the ISO 13485 requirements': 'السياق التنظيمي ومتطلبات ISO 13485',
    'Design and development controls': 'ضوابط التصميم والتطوير',
    'Production, traceability and supplier control':
      'الإنتاج وإمكانية التتبّع والرقابة على الموردين',
    'Complaints, corrective action and audits': 'الشكاوى والإجراءات التصحيحية وعمليات التدقيق',
    'The ISO 21001 requirements for educational organisations':
      'متطلبات ISO 21001 للمؤسسات التعليمية',
    'Learner and stakeholder needs': 'احتياجات المتعلّمين وأصحاب المصلحة',
    'Designing and delivering educational products and services':
      'تصميم المنتجات والخدمات التعليمية وتقديمها',
    'Evaluation, feedback and improvement': 'التقييم والتغذية الراجعة والتحسين',
    'Project management concepts and ISO 21502': 'مفاهيم إدارة المشاريع ومعيار ISO 21502',
    'Governance, roles and the project life cycle': 'الحوكمة والأدوار ودورة حياة المشروع',
    'Planning, controlling and managing stakeholders': 'التخطيط والرقابة وإدارة أصحاب المصلحة',
    'Closing projects and capturing lessons': 'إغلاق المشاريع وتوثيق الدروس المستفادة',
    'Supply chain security risks and ISO 28000': 'مخاطر أمن سلسلة التوريد ومعيار ISO 28000',
    'Security risk assessment across the supply chain': 'تقييم المخاطر الأمنية عبر سلسلة التوريد',
    'Implementing security controls with partners': 'تطبيق الضوابط الأمنية بالتعاون مع الشركاء',
    'Lean and Six Sigma principles': 'مبادئ Lean وSix Sigma',
    'Define and Measure: understanding the process and its data':
      'التعريف والقياس: فهم العملية وبياناتها',
    'Analyse: finding root causes': 'التحليل: تحديد الأسباب الجذرية',
    'Improve and Control: making gains stick': 'التحسين والضبط: ترسيخ المكاسب',
    'The ISO/IEC 17025 requirements for laboratories': 'متطلبات ISO/IEC 17025 للمختبرات',
    'Impartiality, personnel, facilities and equipment': 'الحياد والعاملون والمرافق والمعدّات',
    'Methods, measurement uncertainty and traceability':
      'الطرائق وعدم اليقين في القياس والتتبّع المترولوجي',
    'Reporting results and managing the laboratory system':
      'الإبلاغ عن النتائج وإدارة نظام المختبر',
    'Service management concepts and ISO/IEC 20000-1':
      'مفاهيم إدارة الخدمات ومعيار ISO/IEC 20000-1',
    'Service portfolio, relationships and agreements': 'محفظة الخدمات والعلاقات والاتفاقيات',
    'Supply, demand, design, build and transition of services':
      'العرض والطلب وتصميم الخدمات وبناؤها ونقلها إلى التشغيل',
    'Resolution, fulfilment, assurance and improvement':
      'حلّ الحوادث وتلبية الطلبات وضمان الخدمة والتحسين',
  },
};
export default texts;
