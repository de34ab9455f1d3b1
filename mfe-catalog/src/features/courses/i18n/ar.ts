import type { CoursePagePluralForms, CoursePageTexts } from './en';

// Arabic (Modern Standard Arabic). Certification and vendor names and exam codes stay as the vendors write them.
const ar: CoursePageTexts & CoursePagePluralForms = {
  examCode: 'رمز الامتحان',
  examCodes: 'رموز الامتحان',
  duration: 'مدة التدريب',
  durationValue_zero: '{count} ساعة',
  durationValue_one: 'ساعة واحدة',
  durationValue_two: 'ساعتان',
  durationValue_few: '{count} ساعات',
  durationValue_many: '{count} ساعة',
  durationValue_other: '{count} ساعة',
  format: 'طريقة التدريب',
  formatBoth: 'بإشراف مدرّب، مباشرةً عبر الإنترنت أو حضوريًا في مركزنا في نيودلهي',
  formatOnline: 'بإشراف مدرّب، مباشرةً عبر الإنترنت',
  formatOnsite: 'بإشراف مدرّب، حضوريًا في مركزنا في نيودلهي',
  credential: 'الشهادة الممنوحة',
  examFormat: 'نظام الامتحان',
  examFormatValue: '{code}: حتى {questions} سؤالًا، {minutes} دقيقة، درجة النجاح {score}',
  examFormatSingle: 'حتى {questions} سؤالًا، {minutes} دقيقة، درجة النجاح {score}',
  audience: 'لمن هذه الدورة',
  prerequisites: 'المتطلبات المسبقة والخبرة الموصى بها',
  outline: 'ماذا ستتعلّم',
  path: 'مسار الشهادات',
  pathBefore: 'قبل هذه الدورة',
  pathAfter: 'بعد هذه الدورة',
  faqs: 'الأسئلة الشائعة',
  related: 'دورات ذات صلة',
  enquire: 'استفسر',
  enquireAbout: 'استفسر عن {title}',
  payNote:
    'هل أنت مستعد للحجز؟ استخدم قائمة «ادفع الآن» في أعلى الصفحة للدفع عبر PayPal أو البطاقة أو التحويل البنكي.',
  notFound: 'الصفحة غير موجودة',
  courseTitle: 'تدريب {title}',
  courseDescription: 'تدريب {title} ({vendor}) في نيودلهي وعبر الإنترنت: {summary}',
};

export default ar;
