import type { InternalExamsTexts } from './en';

// Arabic.
const texts: InternalExamsTexts = {
  title: 'الاختبارات الداخلية',
  metaDescription:
    'تقييمات محددة بوقت للمتعلمين والموظفين: المستويات والمدد ودرجات النجاح والشهادات.',
  lead: 'اختر تقييمًا ومستوى. يبدأ المؤقت عندما تبدأ، وتُحفظ إجاباتك أولًا بأول.',
  loadFailed: 'تعذّر علينا تحميل التقييمات. {message}',
  retry: 'إعادة المحاولة',
  none: 'لا توجد تقييمات متاحة لك في الوقت الحالي.',
  passMark: 'درجة النجاح: {percent}',
  certifying: 'النجاح يمنح شهادة',
  practice: 'للتدريب فقط',
  levelsOf: 'مستويات {name}',
  level: 'المستوى',
  questions: 'الأسئلة',
  duration: 'المدة',
  action: 'الإجراء',
  start: 'ابدأ',
  startLabel: 'ابدأ {name}، {level}',
  'level-easy': 'سهل',
  'level-intermediate': 'متوسط',
  'level-advanced': 'متقدم',
  'level-practice': 'تدريبي',
};
export default texts;
