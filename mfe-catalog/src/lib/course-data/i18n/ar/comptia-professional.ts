import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of CompTIA's Professional courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Security analytics, threat detection and incident response.':
      'التحليلات الأمنية واكتشاف التهديدات والاستجابة للحوادث.',
    'Planning and running penetration tests and reporting findings.':
      'تخطيط اختبارات الاختراق وتنفيذها وإعداد تقارير بنتائجها.',
    'Deploying, securing and operating cloud infrastructure.':
      'نشر البنية التحتية السحابية وتأمينها وتشغيلها.',
    'A stackable pathway for network vulnerability assessment.':
      'مسار تراكمي لتقييم الثغرات في الشبكات.',
    'A stackable pathway for network security practitioners.': 'مسار تراكمي لممارسي أمن الشبكات.',
    'A stackable pathway combining Security+ and Cloud+.': 'مسار تراكمي يجمع Security+ وCloud+.',
    'A stackable pathway combining Security+ and CySA+.': 'مسار تراكمي يجمع Security+ وCySA+.',
  },
  page: {
    'Security operations centre (SOC) analysts': 'محللو مراكز العمليات الأمنية (SOC)',
    'Threat intelligence and vulnerability analysts': 'محللو استخبارات التهديدات والثغرات',
    'Incident responders who want to validate their skills':
      'المستجيبون للحوادث الراغبون في إثبات مهاراتهم',
    'Several years of hands-on experience in a security or operations role helps':
      'تفيدك خبرة عملية لعدة سنوات في وظيفة أمنية أو تشغيلية',
    'Vulnerability Management': 'إدارة الثغرات',
    'Incident Response and Management': 'الاستجابة للحوادث وإدارتها',
    'Reporting and Communication': 'إعداد التقارير والتواصل',
    'Penetration testers and red-team members': 'مختبرو الاختراق وأعضاء الفرق الحمراء',
    'Vulnerability assessors and security consultants': 'مقيّمو الثغرات والمستشارون الأمنيون',
    'Security analysts who want to think like an attacker':
      'محللو الأمن الراغبون في التفكير بعقلية المهاجم',
    'Hands-on experience with networks, Linux and Windows helps':
      'تفيدك الخبرة العملية في الشبكات وLinux وWindows',
    'Engagement Management': 'إدارة مهمة الاختبار',
    'Reconnaissance and Enumeration': 'الاستطلاع والتعداد',
    'Vulnerability Discovery and Analysis': 'اكتشاف الثغرات وتحليلها',
    'Attacks and Exploits': 'الهجمات واستغلال الثغرات',
    'Post-exploitation and Lateral Movement': 'ما بعد الاستغلال والتنقّل الجانبي',
    'System administrators moving workloads to the cloud':
      'مسؤولو الأنظمة الذين ينقلون أحمال العمل إلى السحابة',
    'Cloud engineers and cloud operations staff': 'مهندسو السحابة وفرق العمليات السحابية',
    'Network engineers supporting hybrid environments':
      'مهندسو الشبكات الذين يدعمون البيئات الهجينة',
    'Two to three years of systems administration or networking experience helps':
      'تفيدك خبرة من سنتين إلى ثلاث سنوات في إدارة الأنظمة أو الشبكات',
    'Cloud Architecture': 'البنية السحابية',
    Deployment: 'النشر',
    Operations: 'العمليات',
    Security: 'الأمن',
    'DevOps Fundamentals': 'أساسيات DevOps',
    Troubleshooting: 'استكشاف الأعطال وإصلاحها',
    'CompTIA Security+ and PenTest+ — CompTIA awards this stackable certification once all of them are held':
      'شهادتا CompTIA Security+ وPenTest+ — تمنح CompTIA هذه الشهادة التراكمية بمجرد الحصول عليهما كلتيهما',
    'Security staff who assess networks for weaknesses':
      'العاملون في الأمن الذين يفحصون الشبكات بحثًا عن نقاط الضعف',
    'Aspiring penetration testers who want a recognised milestone':
      'الطامحون إلى العمل في اختبار الاختراق ممّن يريدون محطة مهنية معترفًا بها',
    'CompTIA PenTest+ (PT0-003)': 'CompTIA PenTest+ (PT0-003)',
    'CompTIA Security+, PenTest+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'شهادات CompTIA Security+ وPenTest+ وCySA+ — تمنح CompTIA هذه الشهادة التراكمية بمجرد الحصول عليها جميعًا',
    'Network and security engineers defending and testing networks':
      'مهندسو الشبكات والأمن الذين يتولّون حماية الشبكات واختبارها',
    'Analysts who want both offensive and defensive credentials':
      'المحللون الراغبون في الجمع بين شهادات الأمن الهجومي والدفاعي',
    'CompTIA Security+ and Cloud+ — CompTIA awards this stackable certification once all of them are held':
      'شهادتا CompTIA Security+ وCloud+ — تمنح CompTIA هذه الشهادة التراكمية بمجرد الحصول عليهما كلتيهما',
    'Cloud administrators responsible for security': 'مسؤولو الأنظمة السحابية المكلّفون بمهام الأمن',
    'Security staff supporting cloud and hybrid platforms':
      'العاملون في الأمن الذين يدعمون المنصات السحابية والهجينة',
    'CompTIA Cloud+ (CV0-004)': 'CompTIA Cloud+ (CV0-004)',
    'CompTIA Security+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'شهادتا CompTIA Security+ وCySA+ — تمنح CompTIA هذه الشهادة التراكمية بمجرد الحصول عليهما كلتيهما',
    'SOC analysts building a defensive security career':
      'محللو مراكز العمليات الأمنية (SOC) الذين يبنون مسيرة مهنية في الأمن الدفاعي',
    'Administrators moving into security monitoring':
      'مسؤولو الأنظمة المنتقلون إلى مجال المراقبة الأمنية',
  },
};
export default texts;
