import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's technical cybersecurity courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Ethical hacking techniques and methodology.': 'تقنيات الاختراق الأخلاقي ومنهجيته.',
    'Analysing threats and adversary behaviour.': 'تحليل التهديدات وسلوك الخصوم.',
    'Forensic investigation of digital systems.': 'التحقيق الجنائي في الأنظمة الرقمية.',
    'Detecting, containing and recovering from incidents.':
      'اكتشاف الحوادث واحتواؤها والتعافي منها.',
  },
  page: {
    'Security analysts, testers and investigators': 'محللو الأمن ومختبروه ومحقّقوه',
    'System and network administrators moving into security':
      'مسؤولو الأنظمة والشبكات المنتقلون إلى مجال الأمن',
    'SOC and incident response team members':
      'أعضاء فرق مراكز العمليات الأمنية (SOC) والاستجابة للحوادث',
    'Hands-on experience with operating systems and networks':
      'خبرة عملية في أنظمة التشغيل والشبكات',
    'Ethical hacking methodology and rules of engagement':
      'منهجية الاختراق الأخلاقي وقواعد الاشتباك',
    'Reconnaissance and scanning': 'الاستطلاع والفحص',
    'Exploiting systems, web applications and networks':
      'استغلال الثغرات في الأنظمة وتطبيقات الويب والشبكات',
    'Reporting and recommending remediation': 'إعداد التقارير والتوصية بالمعالجة',
    'Threat intelligence concepts and sources': 'مفاهيم استخبارات التهديدات ومصادرها',
    'Adversary tactics, techniques and procedures': 'تكتيكات الخصوم وتقنياتهم وإجراءاتهم',
    'Threat hunting and analysis': 'تعقّب التهديدات وتحليلها',
    'Sharing and acting on intelligence': 'تبادل المعلومات الاستخبارية والتصرّف بناءً عليها',
    'Forensic process and evidence handling': 'عملية التحقيق الجنائي الرقمي والتعامل مع الأدلة',
    'Disk, memory and mobile device analysis': 'تحليل الأقراص والذاكرة والأجهزة المحمولة',
    'Network and cloud forensics': 'التحقيق الجنائي في الشبكات والسحابة',
    'Reporting and expert testimony': 'إعداد التقارير وشهادة الخبير',
    'Incident response life cycle and team organisation':
      'دورة حياة الاستجابة للحوادث وتنظيم الفريق',
    'Detection and analysis': 'الاكتشاف والتحليل',
    'Containment, eradication and recovery': 'الاحتواء والاستئصال والتعافي',
    'Post-incident activity and improvement': 'أنشطة ما بعد الحادث والتحسين',
  },
};
export default texts;
