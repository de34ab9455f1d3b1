import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's continuity courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Business continuity management systems.': 'أنظمة إدارة استمرارية الأعمال.',
    'Preparing for and leading through a crisis.': 'الاستعداد للأزمات وقيادة المؤسسة خلالها.',
    'The EU regulation on digital operational resilience.':
      'لائحة الاتحاد الأوروبي بشأن المرونة التشغيلية الرقمية.',
    'Planning ICT disaster recovery.': 'التخطيط للتعافي من الكوارث في تقنية المعلومات والاتصالات.',
    'Keeping critical operations running.': 'ضمان استمرار العمليات الحيوية.',
  },
  page: {
    'Business continuity and resilience managers': 'مديرو استمرارية الأعمال والمرونة',
    'IT operations and risk professionals': 'متخصصو عمليات تقنية المعلومات والمخاطر',
    'Managers responsible for critical services': 'المديرون المسؤولون عن الخدمات الحيوية',
    'A general understanding of how an organisation runs its critical services':
      'فهم عام لكيفية تشغيل المؤسسة لخدماتها الحيوية',
    'Business continuity concepts and the ISO 22301 requirements':
      'مفاهيم استمرارية الأعمال ومتطلبات ISO 22301',
    'Business impact analysis and risk assessment': 'تحليل الأثر على الأعمال وتقييم المخاطر',
    'Continuity strategies, plans and exercises': 'استراتيجيات الاستمرارية وخططها وتمارينها',
    'Crisis management concepts and capability': 'مفاهيم إدارة الأزمات والقدرة على إدارتها',
    'Crisis teams, roles and decision making': 'فرق الأزمات والأدوار واتخاذ القرار',
    'Communication during a crisis': 'التواصل أثناء الأزمة',
    'Exercises and learning from crises': 'التمارين واستخلاص الدروس من الأزمات',
    'The scope and requirements of DORA': 'نطاق لائحة DORA ومتطلباتها',
    'ICT risk management': 'إدارة مخاطر تقنية المعلومات والاتصالات',
    'ICT incident reporting': 'الإبلاغ عن حوادث تقنية المعلومات والاتصالات',
    'Digital operational resilience testing': 'اختبار المرونة التشغيلية الرقمية',
    'Managing ICT third-party risk':
      'إدارة مخاطر الأطراف الثالثة المزوّدة لخدمات تقنية المعلومات والاتصالات',
    'Disaster recovery concepts and objectives': 'مفاهيم التعافي من الكوارث وأهدافه',
    'Recovery strategies and infrastructure': 'استراتيجيات التعافي وبنيته التحتية',
    'Writing and testing recovery plans': 'إعداد خطط التعافي واختبارها',
    'Maintaining the disaster recovery programme': 'المحافظة على برنامج التعافي من الكوارث',
    'Operational resilience concepts': 'مفاهيم المرونة التشغيلية',
    'Important business services and impact tolerances': 'خدمات الأعمال المهمة وحدود تحمّل الأثر',
    'Mapping, scenario testing and remediation': 'رسم خرائط الخدمات واختبار السيناريوهات والمعالجة',
    'Governance and reporting': 'الحوكمة وإعداد التقارير',
  },
};
export default texts;
