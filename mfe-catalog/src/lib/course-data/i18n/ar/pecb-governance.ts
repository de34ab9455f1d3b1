import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's governance courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Risk management principles and guidelines.': 'مبادئ إدارة المخاطر وإرشاداتها.',
    'Anti-bribery management systems.': 'أنظمة إدارة مكافحة الرشوة.',
    'Good governance of organisations.': 'الحوكمة الرشيدة للمؤسسات.',
    'Compliance management systems.': 'أنظمة إدارة الامتثال.',
    'Governance of IT for the organisation.': 'حوكمة تقنية المعلومات في المؤسسة.',
    'Internal audit practice.': 'ممارسة التدقيق الداخلي.',
    'Managing operational risk.': 'إدارة المخاطر التشغيلية.',
  },
  page: {
    'Board members, managers and governance officers':
      'أعضاء مجالس الإدارة والمديرون ومسؤولو الحوكمة',
    'Risk, compliance and audit professionals': 'متخصصو المخاطر والامتثال والتدقيق',
    'Consultants advising on governance and risk': 'المستشارون في مجالَي الحوكمة والمخاطر',
    'Some experience of organisational management, risk or compliance':
      'بعض الخبرة في إدارة المؤسسات أو المخاطر أو الامتثال',
    'Risk management principles and the ISO 31000 framework': 'مبادئ إدارة المخاطر وإطار ISO 31000',
    'Risk assessment: identification, analysis and evaluation':
      'تقييم المخاطر: تحديدها وتحليلها وتقديرها',
    'Risk treatment and recording': 'معالجة المخاطر وتسجيلها',
    'Monitoring, review and integrating risk into decisions':
      'المراقبة والمراجعة ودمج المخاطر في اتخاذ القرارات',
    'Bribery risks and the ISO 37001 requirements': 'مخاطر الرشوة ومتطلبات ISO 37001',
    'Due diligence, controls and financial checks': 'العناية الواجبة والضوابط والرقابة المالية',
    'Raising concerns and investigating': 'الإبلاغ عن المخاوف والتحقيق فيها',
    'Monitoring and improving the programme': 'مراقبة البرنامج وتحسينه',
    'Governance principles in ISO 37000': 'مبادئ الحوكمة في ISO 37000',
    'Purpose, value generation and strategy': 'الغاية وتوليد القيمة والاستراتيجية',
    'Oversight, accountability and stakeholder engagement':
      'الإشراف والمساءلة وإشراك أصحاب المصلحة',
    'Leadership, ethics and viability over time':
      'القيادة والأخلاقيات واستمرارية المؤسسة على المدى الطويل',
    'Compliance obligations and the ISO 37301 requirements': 'التزامات الامتثال ومتطلبات ISO 37301',
    'Compliance risk assessment': 'تقييم مخاطر الامتثال',
    'Controls, culture and communication': 'الضوابط والثقافة والتواصل',
    'Monitoring, reporting and improvement': 'المراقبة وإعداد التقارير والتحسين',
    'IT governance principles in ISO/IEC 38500': 'مبادئ حوكمة تقنية المعلومات في ISO/IEC 38500',
    'Evaluate, direct and monitor': 'التقييم والتوجيه والمراقبة',
    'Aligning IT with business strategy': 'مواءمة تقنية المعلومات مع استراتيجية الأعمال',
    'Responsibilities of the governing body': 'مسؤوليات الجهة الحاكمة',
    'Audit principles and the internal audit function': 'مبادئ التدقيق ووظيفة التدقيق الداخلي',
    'Planning an audit and assessing risk': 'تخطيط التدقيق وتقييم المخاطر',
    'Collecting evidence and running fieldwork': 'جمع الأدلة وتنفيذ العمل الميداني',
    'Reporting findings and following up': 'الإبلاغ عن النتائج ومتابعتها',
    'Operational risk concepts and frameworks': 'مفاهيم المخاطر التشغيلية وأطرها',
    'Identifying and assessing operational risks': 'تحديد المخاطر التشغيلية وتقييمها',
    'Key risk indicators, controls and loss data':
      'مؤشرات المخاطر الرئيسية والضوابط وبيانات الخسائر',
    'Reporting and embedding risk management': 'إعداد التقارير وترسيخ إدارة المخاطر',
  },
};
export default texts;
