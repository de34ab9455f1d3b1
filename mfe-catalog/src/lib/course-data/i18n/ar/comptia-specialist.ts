import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of CompTIA's Specialist courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Hardware, operating systems, troubleshooting and support fundamentals.':
      'أساسيات العتاد وأنظمة التشغيل واستكشاف الأعطال وإصلاحها والدعم الفني.',
    'Designing, running and troubleshooting wired and wireless networks.':
      'تصميم الشبكات السلكية واللاسلكية وتشغيلها واستكشاف أعطالها وإصلاحها.',
    'The baseline skills for any cybersecurity role.':
      'المهارات الأساسية لأي وظيفة في الأمن السيبراني.',
    'A stackable pathway combining A+, Network+ and Security+.':
      'مسار تراكمي يجمع A+ وNetwork+ وSecurity+.',
  },
  page: {
    'School leavers and graduates starting a career in IT support':
      'خرّيجو المدارس والجامعات الذين يبدؤون مسيرتهم المهنية في الدعم التقني',
    'Help-desk and desktop support staff who want a recognised credential':
      'موظفو مكتب المساعدة ودعم أجهزة المستخدمين الراغبون في شهادة معترف بها',
    'Career changers who want a structured first step into IT':
      'الراغبون في تغيير مسارهم المهني بخطوة أولى منظّمة نحو تقنية المعلومات',
    'No formal prerequisite': 'لا توجد متطلبات مسبقة رسمية',
    'Comfort using a computer; around a year of hands-on tinkering helps but is not required':
      'القدرة على استخدام الحاسوب بارتياح؛ وتفيدك نحو سنة من التجريب العملي على الأجهزة، لكنها ليست شرطًا',
    'Core 1 (220-1201): Mobile Devices': 'Core 1 (220-1201): الأجهزة المحمولة',
    'Core 1 (220-1201): Networking': 'Core 1 (220-1201): الشبكات',
    'Core 1 (220-1201): Hardware': 'Core 1 (220-1201): العتاد',
    'Core 1 (220-1201): Virtualization and Cloud Computing':
      'Core 1 (220-1201): المحاكاة الافتراضية والحوسبة السحابية',
    'Core 1 (220-1201): Hardware and Network Troubleshooting':
      'Core 1 (220-1201): استكشاف أعطال العتاد والشبكات وإصلاحها',
    'Core 2 (220-1202): Operating Systems': 'Core 2 (220-1202): أنظمة التشغيل',
    'Core 2 (220-1202): Security': 'Core 2 (220-1202): الأمن',
    'Core 2 (220-1202): Software Troubleshooting':
      'Core 2 (220-1202): استكشاف أعطال البرمجيات وإصلاحها',
    'Core 2 (220-1202): Operational Procedures': 'Core 2 (220-1202): الإجراءات التشغيلية',
    '675 (on a scale of 100-900)': '675 (على مقياس 100-900)',
    '700 (on a scale of 100-900)': '700 (على مقياس 100-900)',
    'Do I need to pass both A+ exams?': 'هل يجب أن أجتاز امتحانَي A+ كليهما؟',
    'Yes. A+ has two exams, Core 1 and Core 2, and you need both for the certification. Our 80-hour course prepares you for both, and you can sit them in either order.':
      'نعم. تتضمّن شهادة A+ امتحانين، هما Core 1 وCore 2، وعليك اجتيازهما كليهما للحصول على الشهادة. تُعدّك دورتنا البالغة 80 ساعة لكلا الامتحانين، ويمكنك أداؤهما بأي ترتيب.',
    'Junior network administrators and NOC technicians':
      'مسؤولو الشبكات المبتدئون وفنيو مراكز عمليات الشبكات (NOC)',
    'IT support staff moving into networking': 'موظفو الدعم التقني المنتقلون إلى مجال الشبكات',
    'Anyone preparing for Security+ who wants solid networking foundations':
      'كل من يستعد لشهادة Security+ ويريد أساسًا متينًا في الشبكات',
    'We recommend CompTIA A+ or equivalent knowledge': 'نوصي بشهادة CompTIA A+ أو معرفة مكافئة',
    'Some hands-on experience with networks is helpful': 'تفيدك بعض الخبرة العملية في الشبكات',
    'Networking Concepts': 'مفاهيم الشبكات',
    'Network Implementation': 'تنفيذ الشبكات',
    'Network Operations': 'تشغيل الشبكات',
    'Network Security': 'أمن الشبكات',
    'Network Troubleshooting': 'استكشاف أعطال الشبكات وإصلاحها',
    '720 (on a scale of 100-900)': '720 (على مقياس 100-900)',
    'System and network administrators taking on security duties':
      'مسؤولو الأنظمة والشبكات الذين يتولّون مهامًا أمنية',
    'Junior security analysts and SOC team members':
      'محللو الأمن المبتدئون وأعضاء فرق مراكز العمليات الأمنية (SOC)',
    'IT professionals who need a recognised baseline security certification':
      'متخصصو تقنية المعلومات الذين يحتاجون إلى شهادة أمنية أساسية معترف بها',
    'About two years of IT administration experience with a security focus helps':
      'تفيدك خبرة نحو سنتين في إدارة تقنية المعلومات مع تركيز على الأمن',
    'General Security Concepts': 'مفاهيم الأمن العامة',
    'Threats, Vulnerabilities, and Mitigations': 'التهديدات والثغرات وإجراءات التخفيف',
    'Security Program Management and Oversight': 'إدارة برنامج الأمن والإشراف عليه',
    'What does the Security+ exam look like?': 'ما شكل امتحان Security+؟',
    'The exam has a maximum of 90 questions, multiple-choice and performance-based, in 90 minutes. The passing score is 750 on a scale of 100-900. Our practice tests follow the same format.':
      'يتضمّن الامتحان 90 سؤالًا كحدّ أقصى، بين أسئلة اختيار من متعدد وأسئلة قائمة على الأداء، ومدته 90 دقيقة. ودرجة النجاح 750 على مقياس 100-900. وتتبع اختباراتنا التجريبية النظام نفسه.',
    'CompTIA A+, Network+ and Security+ — CompTIA awards this stackable certification once all of them are held':
      'شهادات CompTIA A+ وNetwork+ وSecurity+ — تمنح CompTIA هذه الشهادة التراكمية بمجرد الحصول عليها جميعًا',
    'Newcomers who want a complete, guided route into infrastructure security':
      'المبتدئون الراغبون في مسار متكامل وموجَّه إلى أمن البنية التحتية',
    'Support technicians planning the full A+, Network+ and Security+ journey':
      'فنيو الدعم الذين يخطّطون لمسيرة كاملة تشمل A+ وNetwork+ وSecurity+',
    'No formal prerequisite; we start from A+ fundamentals':
      'لا توجد متطلبات مسبقة رسمية؛ نبدأ من أساسيات A+',
    'CompTIA A+ (220-1201 and 220-1202)': 'CompTIA A+ (220-1201 و220-1202)',
    'CompTIA Network+ (N10-009)': 'CompTIA Network+ (N10-009)',
  },
};
export default texts;
