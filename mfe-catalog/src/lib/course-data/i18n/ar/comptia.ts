import type { CourseTexts } from '../../course-texts';

// Arabic: CompTIA's shared course texts (English → Arabic).
const texts: CourseTexts = {
  'Core certifications that start an IT, networking or security career.':
    'شهادات أساسية تنطلق بها مسيرتك المهنية في تقنية المعلومات أو الشبكات أو الأمن.',
  'Role-based certifications and stackable pathways for practitioners.':
    'شهادات مبنية على الأدوار الوظيفية ومسارات تراكمية للممارسين.',
  'Advanced security architecture and engineering.': 'بنية الأمن وهندسته على مستوى متقدّم.',
  'Can you provide the {title} exam voucher?': 'هل يمكنكم توفير قسيمة امتحان {title}؟',
  'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.':
    'نعم. يمكننا توفير قسيمة الامتحان مع التدريب أو بشكل منفصل؛ اسألنا عن سعر القسيمة الحالي عند استفسارك. أمّا الامتحان نفسه فيُؤدّى في أحد مراكز اختبار Pearson VUE أو عبر الإنترنت تحت المراقبة عن بُعد.',
  'Can I join from outside New Delhi?': 'هل يمكنني الانضمام من خارج نيودلهي؟',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.':
    'نعم. تُعقد كل دفعة في صفّ مباشر عبر الإنترنت وحضوريًا في مركزنا في نيودلهي في آنٍ واحد، مع المدرّب نفسه والمختبرات والاختبارات التجريبية نفسها.',
  'We recommend CompTIA Network+ or equivalent knowledge':
    'نوصي بشهادة CompTIA Network+ أو معرفة مكافئة',
  'Security Architecture': 'بنية الأمن',
  'Security Operations': 'العمليات الأمنية',
  '750 (on a scale of 100-900)': '750 (على مقياس 100-900)',
  'CompTIA Security+ (SY0-701)': 'CompTIA Security+ (SY0-701)',
  'Is there a separate exam for {title}?': 'هل يوجد امتحان منفصل لشهادة {title}؟',
  'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.':
    'لا. هذه شهادة تراكمية: تمنحها CompTIA تلقائيًا بمجرد حصولك على جميع الشهادات التي تجمعها. ونحن ندرّبك ونُعدّك لكل امتحان من تلك الامتحانات.',
  'We recommend CompTIA Security+ or equivalent knowledge':
    'نوصي بشهادة CompTIA Security+ أو معرفة مكافئة',
  'CompTIA CySA+ (CS0-003)': 'CompTIA CySA+ (CS0-003)',
};
export default texts;
