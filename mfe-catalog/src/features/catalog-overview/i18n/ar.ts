import type { OverviewPluralForms, OverviewTexts } from './en';

// The catalog overview pages' texts. Vendor and certification names stay as written.
const ar: OverviewTexts & OverviewPluralForms = {
  cerTitle: 'دورات الشهادات',
  cerMeta:
    'كل دورات شهادات CompTIA وPECB التي نقدّمها في نيودلهي وعبر الإنترنت، في قائمة واحدة قابلة للبحث.',
  cerLead:
    'كل دورات الشهادات التي نقدّمها من CompTIA وPECB، مع قسائم الامتحانات وتدريب بإشراف مدرّب عبر الإنترنت أو في نيودلهي.',
  cerComptia: '{courses} في مستويات Specialist وProfessional وExpert.',
  cerPecb: '{courses} في {categories} فئات.',
  comptiaHeading: 'دورات شهادات CompTIA',
  comptiaMeta:
    'تدريب CompTIA A+ وNetwork+ وSecurity+ وCySA+ وPenTest+ وCloud+ وSecurityX في نيودلهي وعبر الإنترنت، من مستوى Specialist إلى Expert.',
  comptiaLead:
    'شهادات محايدة تجاه المورّدين، من وظيفتك الأولى في تقنية المعلومات إلى أعمال الأمن المتقدّمة.',
  comptiaLevelTitle: 'دورات CompTIA {title}',
  comptiaLevelMeta: 'تدريب CompTIA لمستوى {title}: {summary}',
  partnerHeading: 'تدريب CompTIA وقسائم الامتحانات',
  partnerMeta:
    'تدريب CompTIA وقسائم الامتحانات في نيودلهي وعبر الإنترنت: كل رموز الامتحانات الحالية وأنظمتها ومساراتها في صفحة واحدة.',
  partnerLead: 'تدريب CompTIA بإشراف مدرّب مع قسائم الامتحانات، في نيودلهي وعبر الإنترنت.',
  partnerWhy: 'لماذا تستعد لشهادات CompTIA معنا',
  partnerWhyObjectives: 'مدرّبون يُعدّونك لأهداف الامتحان الحالية، لا لأهداف العام الماضي.',
  partnerWhyLive: 'حصص مباشرة عبر الإنترنت أو في مركزنا في نيودلهي، مع مختبرات واختبارات تجريبية.',
  partnerWhyVouchers: 'قسائم امتحانات مع التدريب أو بشكل منفصل.',
  partnerWhyPath: 'مسار ينمو معك، من A+ إلى SecurityX والشهادات التراكمية.',
  partnerExams: 'امتحانات CompTIA الحالية',
  partnerCaption: 'شهادات CompTIA ورموز امتحاناتها',
  colCertification: 'الشهادة',
  colLevel: 'المستوى',
  colTraining: 'التدريب',
  stackable: 'الشهادات التراكمية',
  pecbHeading: 'دورات شهادات PECB',
  pecbMeta:
    'تدريب PECB على معايير ISO والحوكمة والخصوصية واستمرارية الأعمال والأمن السيبراني، في نيودلهي وعبر الإنترنت.',
  pecbLead:
    'تدريب معترف به دوليًا على معايير ISO لأنظمة الإدارة والحوكمة والخصوصية والمرونة والأمن السيبراني.',
  categories: 'الفئات',
  onRequest: 'برامج عند الطلب',
  pecbCategoryTitle: 'دورات PECB {title}',
  pecbCategoryMeta: 'تدريب PECB {title}: {summary}',
  certifications: 'الشهادات',
  examCode: 'رمز الامتحان',
  durationValue_zero: '{count} ساعة',
  durationValue_one: 'ساعة واحدة',
  durationValue_two: 'ساعتان',
  durationValue_few: '{count} ساعات',
  durationValue_many: '{count} ساعة',
  durationValue_other: '{count} ساعة',
  enquireAbout: 'استفسر عن {title}',
  notFound: 'الصفحة غير موجودة',
};

export default ar;
