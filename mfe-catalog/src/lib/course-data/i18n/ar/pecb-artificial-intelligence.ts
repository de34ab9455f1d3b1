import type { GroupTexts } from '../../course-texts';

// Arabic: the summaries and page content of PECB's artificial intelligence courses (English → Arabic).
const texts: GroupTexts = {
  summaries: {
    'Foundations of applying AI responsibly.': 'أسس تطبيق الذكاء الاصطناعي بمسؤولية.',
    'Managing risks of AI systems.': 'إدارة مخاطر أنظمة الذكاء الاصطناعي.',
    'AI management systems.': 'أنظمة إدارة الذكاء الاصطناعي.',
  },
  page: {
    'Managers responsible for AI projects and products':
      'المديرون المسؤولون عن مشاريع الذكاء الاصطناعي ومنتجاته',
    'Data scientists and engineers who want to apply AI responsibly':
      'علماء البيانات والمهندسون الراغبون في تطبيق الذكاء الاصطناعي بمسؤولية',
    'Risk, compliance and privacy professionals dealing with AI':
      'متخصصو المخاطر والامتثال والخصوصية الذين يتعاملون مع الذكاء الاصطناعي',
    'A general understanding of AI concepts; no programming needed':
      'فهم عام لمفاهيم الذكاء الاصطناعي؛ لا حاجة إلى خبرة برمجية',
    'AI concepts, machine learning and generative AI':
      'مفاهيم الذكاء الاصطناعي وتعلّم الآلة والذكاء الاصطناعي التوليدي',
    'Finding and delivering AI use cases': 'تحديد حالات استخدام الذكاء الاصطناعي وتنفيذها',
    'Data, models and their limits': 'البيانات والنماذج وحدودها',
    'Ethics, regulation and responsible use': 'الأخلاقيات والتنظيم والاستخدام المسؤول',
    'AI risks: bias, safety, security and transparency':
      'مخاطر الذكاء الاصطناعي: التحيّز والسلامة والأمن والشفافية',
    'Risk frameworks for AI systems': 'أطر إدارة المخاطر لأنظمة الذكاء الاصطناعي',
    'Assessing and treating AI risks': 'تقييم مخاطر الذكاء الاصطناعي ومعالجتها',
    'Monitoring AI systems in operation': 'مراقبة أنظمة الذكاء الاصطناعي أثناء التشغيل',
    'AI management systems and the ISO/IEC 42001 requirements':
      'أنظمة إدارة الذكاء الاصطناعي ومتطلبات ISO/IEC 42001',
    'Planning: context, AI policy and AI risk assessment':
      'التخطيط: السياق وسياسة الذكاء الاصطناعي وتقييم مخاطره',
    'Implementing controls across the AI life cycle':
      'تطبيق الضوابط عبر دورة حياة الذكاء الاصطناعي',
    'Monitoring, internal audit and improvement': 'المراقبة والتدقيق الداخلي والتحسين',
  },
};
export default texts;
