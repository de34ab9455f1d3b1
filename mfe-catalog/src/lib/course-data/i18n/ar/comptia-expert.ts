import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of CompTIA's Expert courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Enterprise security architecture and engineering at expert level.':
      'بنية الأمن وهندسته في المؤسسات على مستوى الخبراء.',
    'A stackable pathway at expert level for security analytics.':
      'مسار تراكمي على مستوى الخبراء في التحليلات الأمنية.',
  },
  page: {
    'CompTIA SecurityX': 'CompTIA SecurityX',
    'Security architects and senior security engineers': 'مصمّمو البنى الأمنية وكبار مهندسي الأمن',
    'Technical leads who design and implement enterprise security':
      'القادة التقنيون الذين يصمّمون أمن المؤسسات وينفّذونه',
    'We recommend CompTIA Security+, CySA+ or PenTest+, or equivalent knowledge':
      'نوصي بشهادة CompTIA Security+ أو CySA+ أو PenTest+، أو معرفة مكافئة',
    'Around ten years of IT experience, at least five of them hands-on in security':
      'نحو عشر سنوات من الخبرة في تقنية المعلومات، منها خمس سنوات على الأقل من العمل الفعلي في مجال الأمن',
    'Governance, Risk, and Compliance': 'الحوكمة والمخاطر والامتثال',
    'Security Engineering': 'هندسة الأمن',
    'Pass/fail only; no scaled score is given': 'نجاح أو رسوب فقط؛ دون درجة على مقياس متدرّج',
    'Is SecurityX the same as CASP+?': 'هل SecurityX هي نفسها CASP+؟',
    'SecurityX is the new name CompTIA gave CASP+ with the CAS-005 exam. If you already hold CASP+, your certification carries over to SecurityX.':
      'أطلقت CompTIA اسم SecurityX على شهادة CASP+ مع صدور امتحان CAS-005. وإذا كنت تحمل شهادة CASP+ بالفعل، فإن شهادتك تنتقل إلى SecurityX.',
    'CompTIA Security+, CySA+ and SecurityX — CompTIA awards this stackable certification once all of them are held':
      'شهادات CompTIA Security+ وCySA+ وSecurityX — تمنح CompTIA هذه الشهادة التراكمية بمجرد الحصول عليها جميعًا',
    'Senior security analysts and SOC leads':
      'كبار محللي الأمن وقادة فرق مراكز العمليات الأمنية (SOC)',
    'Security professionals who want the highest CompTIA analytics milestone':
      'متخصصو الأمن الراغبون في بلوغ أعلى محطة لدى CompTIA في مجال التحليلات الأمنية',
    'We recommend several years of hands-on security experience':
      'نوصي بخبرة عملية في مجال الأمن لعدة سنوات',
    'CompTIA SecurityX (CAS-005)': 'CompTIA SecurityX (CAS-005)',
  },
};
export default texts;
