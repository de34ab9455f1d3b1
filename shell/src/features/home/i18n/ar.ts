import type { HomeKey } from './en';

// Arabic (Modern Standard Arabic).
const ar: Record<HomeKey, string> = {
  metaDescription:
    'تدريب على شهادات CompTIA وPECB، ودورات Unity وTally وMicrosoft، وبرامج تدريب عملي وخدمات تقنية المعلومات في نيودلهي.',
  lead: 'تدريب وشهادات في تقنية المعلومات في نيودلهي: دورات CompTIA وPECB مع قسائم الامتحانات، وتطوير الألعاب بمحرك Unity، والمحاسبة ببرنامج Tally، وتدريب Microsoft، وبرامج تدريب عملي، إضافةً إلى خدمات الويب والسحابة والتسويق الرقمي والبرمجيات التي يقدّمها مدرّبونا للعملاء.',
  browseComptia: 'تصفّح دورات CompTIA',
  explorePecb: 'اكتشف شهادات PECB',
  verifyCertificate: 'تحقّق من شهادة',
  coursesHeading: 'مجالات الدورات',
  comptiaTitle: 'شهادات CompTIA',
  comptiaText:
    'من A+ وNetwork+ للمبتدئين في تقنية المعلومات إلى Security+ وCySA+ وPenTest+ وCASP+ لمسارات الأمن السيبراني.',
  allComptia: 'كل شهادات CompTIA',
  pecbTitle: 'شهادات PECB',
  pecbText:
    'ISO/IEC 27001 وISO 9001 وISO 22301 وGDPR وإدارة الذكاء الاصطناعي وغيرها: مسارات المنفّذ الرئيسي والمدقّق الرئيسي.',
  browsePecb: 'تصفّح دورات PECB',
  otherTitle: 'Unity وTally وMicrosoft',
  otherText:
    'تطوير الألعاب بمحرك Unity، والمحاسبة ببرنامج Tally Prime مع ضريبة GST، ومهارات Microsoft 365 وAzure لبيئة العمل.',
  askCourses: 'استفسر عن هذه الدورات',
  internshipsTitle: 'التدريب العملي',
  internshipsText:
    'برامج تدريب عملي لمدة ثلاثة أو ستة أشهر في تطوير الويب وتشغيل السحابة والأمن السيبراني على مشاريع حقيقية للعملاء.',
  seeInternships: 'اطّلع على برامج التدريب',
  servicesHeading: 'خدمات للشركات',
  cloudTitle: 'الخدمات السحابية',
  cloudSummary:
    'الانتقال إلى AWS أو Microsoft Azure أو Google Cloud، والاستضافة والتشغيل المُدار للشركات الصغيرة والمتوسطة.',
  cloudLink: 'عن الخدمات السحابية',
  marketingTitle: 'التسويق الرقمي',
  marketingSummary:
    'تحسين محركات البحث والحملات المدفوعة ووسائل التواصل الاجتماعي ومحتوى يجلب استفسارات لا مجرد نقرات.',
  marketingLink: 'عن التسويق الرقمي',
  webTitle: 'تطوير الويب',
  webSummary:
    'مواقع وتطبيقات ويب سريعة وسهلة الوصول مبنية بـ React وNode.js وWordPress، يسهل صيانتها.',
  webLink: 'عن تطوير الويب',
  softwareTitle: 'خدمات البرمجيات',
  softwareSummary:
    'برمجيات مخصّصة، وتكامل مع Tally وأنظمة الأعمال الأخرى، وصيانة طويلة الأمد للتطبيقات القائمة.',
  softwareLink: 'عن خدمات البرمجيات',
  whyHeading: 'لماذا تتعلّم معنا',
  trainersTitle: 'مدرّبون معتمدون',
  trainersText: 'كل مدرّب يحمل الشهادة التي يدرّسها، ويعمل على مشاريع العملاء بين الدفعات.',
  labsTitle: 'مختبرات لا عروض تقديمية',
  labsText:
    'نصف كل دورة تطبيق عملي: محوّلات شبكات حقيقية، وحسابات سحابية، ومشاريع Unity، وشركات على Tally.',
  vouchersTitle: 'قسائم الامتحان مشمولة',
  vouchersText: 'قسائم امتحانات رسمية بالأسعار المعتمدة، مع اختبار تجريبي ومساعدة في حجز موعدك.',
  batchesTitle: 'دفعات مرنة',
  batchesText:
    'دفعات في أيام الأسبوع وعطلة نهاية الأسبوع ومباشرة عبر الإنترنت، ودفعات خاصة للشركات.',
  testimonialsHeading: 'ماذا يقول متعلّمونا',
  quoteRohit:
    'كانت مختبرات Security+ مطابقة تمامًا لما سأل عنه الامتحان. نجحت من المحاولة الأولى وانتقلت إلى وظيفة في مركز عمليات الأمن (SOC) بعد شهرين.',
  quoteMeera:
    'نُظّمت دفعة المنفّذ الرئيسي لـ ISO 27001 لفريق الامتثال لدينا بالكامل. عملية ومنظّمة ومليئة بأمثلة تدقيق حقيقية.',
  quoteAnjali: 'جئت لتعلّم Tally مع ضريبة GST، وأنا الآن أدير حسابات ثلاث شركات صغيرة بنفسي.',
  readReviews: 'اقرأ كل المراجعات',
  ctaHeading: 'هل أنت مستعد للحصول على الشهادة؟',
  ctaText: 'أخبرنا بالدورة أو الخدمة التي تهمّك، وسيتصل بك فريقنا خلال يوم عمل واحد.',
  ctaLink: 'أرسل لنا استفسارًا',
};

export default ar;
