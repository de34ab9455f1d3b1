import type { CourseTexts } from '../../course-texts';

// Arabic: PECB's shared course texts (English → Arabic).
const texts: CourseTexts = {
  'ISO/IEC 27000 family management systems and leadership.':
    'أنظمة الإدارة ضمن عائلة معايير ISO/IEC 27000، وقيادة أمن المعلومات.',
  'Protecting systems, networks and cloud services.': 'حماية الأنظمة والشبكات والخدمات السحابية.',
  'Quality, asset, laboratory and service management standards.':
    'معايير إدارة الجودة والأصول والمختبرات والخدمات.',
  'Risk, anti-bribery, compliance and IT governance.':
    'المخاطر ومكافحة الرشوة والامتثال وحوكمة تقنية المعلومات.',
  'Responsible AI management and risk.': 'الإدارة المسؤولة للذكاء الاصطناعي ومخاطره.',
  'GDPR and privacy information management.':
    'اللائحة العامة لحماية البيانات (GDPR) وإدارة معلومات الخصوصية.',
  'Business continuity, crisis management and operational resilience.':
    'استمرارية الأعمال وإدارة الأزمات والمرونة التشغيلية.',
  'Hands-on offensive and defensive security.': 'الأمن الهجومي والدفاعي بتطبيق عملي.',
  'Leading technology-driven change in organisations.':
    'قيادة التغيير القائم على التقنية في المؤسسات.',
  'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.':
    'لا يتعلّق التحوّل الرقمي بشراء تقنيات جديدة بقدر ما يتعلّق بتغيير طريقة عمل المؤسسة: عملياتها وثقافتها وطريقة خدمتها لعملائها. وتفشل المشاريع حين تسير الاستراتيجية والأفراد والتقنية بسرعات متفاوتة.',
  'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.':
    'تساعد برامجنا في التحوّل الرقمي المديرين وقادة الفرق على تخطيط التغيير، واختيار ما يُرقمَن أولًا، وقياس التقدّم، ومراعاة الأمن والخصوصية والاستمرارية منذ البداية.',
  'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.':
    'ننظّم الدفعات عند الطلب للفرق والأفراد، عبر الإنترنت أو في مركزنا في نيودلهي. أخبرنا عن مؤسستك وسنقترح عليك المزيج المناسب من تدريب PECB، بما في ذلك دورات من فئات الحوكمة والجودة والذكاء الاصطناعي لدينا.',
  'PECB certification: {title}': 'شهادة PECB: {title}',
  'How long is the {title} course?': 'ما مدة دورة {title}؟',
  '{hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.':
    '{hours} ساعة من التدريب بإشراف مدرّب، تُقدَّم عادةً على مدى خمسة أيام كاملة أو في دفعات مسائية ودفعات نهاية الأسبوع. ويُعقد امتحان PECB بعد التدريب.',
  'Is the PECB exam included?': 'هل يشمل التدريب امتحان PECB؟',
  'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.':
    'نقدّم عروض أسعار للتدريب والمواد التدريبية وامتحان PECB معًا أو كلٌّ على حدة، بحسب ما يناسبك؛ اسألنا عند استفسارك.',
  'Can I attend online?': 'هل يمكنني الحضور عبر الإنترنت؟',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.':
    'نعم. تُعقد كل دفعة في صفّ مباشر عبر الإنترنت وحضوريًا في مركزنا في نيودلهي في آنٍ واحد.',
  'Monitoring, audit and improvement': 'المراقبة والتدقيق والتحسين',
};
export default texts;
