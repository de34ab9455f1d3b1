/**
 * The texts of the catalog's overview pages (/cer, /comptia and its levels, /CompTIA-single-page,
 * /PECB and its categories) in English: in those pages' chunks, not in every course page's.
 */
export const overviewEn = {
  cerTitle: 'Certification courses',
  cerMeta:
    'Every CompTIA and PECB certification course we teach in New Delhi and online, in one searchable list.',
  cerLead:
    'Every certification course we teach, from CompTIA and PECB, with exam vouchers and instructor-led training online or in New Delhi.',
  cerComptia: '{courses} across Specialist, Professional and Expert levels.',
  cerPecb: '{courses} in {categories} categories.',
  comptiaHeading: 'CompTIA certification courses',
  comptiaMeta:
    'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ and SecurityX training in New Delhi and online, from Specialist to Expert level.',
  comptiaLead: 'Vendor-neutral certifications from your first IT role to expert security work.',
  comptiaLevelTitle: 'CompTIA {title} courses',
  comptiaLevelMeta: 'CompTIA {title} level training: {summary}',
  partnerHeading: 'CompTIA training and exam vouchers',
  partnerMeta:
    'CompTIA training and exam vouchers in New Delhi and online: every current exam code, format and pathway on one page.',
  partnerLead: 'Instructor-led CompTIA training with exam vouchers, in New Delhi and online.',
  partnerWhy: 'Why train for CompTIA with us',
  partnerWhyObjectives:
    "Trainers who prepare you for the current exam objectives, not last year's.",
  partnerWhyLive: 'Live classes online or at our New Delhi centre, with labs and practice tests.',
  partnerWhyVouchers: 'Exam vouchers supplied with the training or on their own.',
  partnerWhyPath:
    'A path that grows with you, from A+ to SecurityX and the stackable certifications.',
  partnerExams: 'Current CompTIA exams',
  partnerCaption: 'CompTIA certifications and their exam codes',
  colCertification: 'Certification',
  colLevel: 'Level',
  colTraining: 'Training',
  stackable: 'Stackable certifications',
  pecbHeading: 'PECB certification courses',
  pecbMeta:
    'PECB ISO standard, governance, privacy, continuity and cybersecurity training in New Delhi and online.',
  pecbLead:
    'Internationally recognised training on ISO management system standards, governance, privacy, resilience and cybersecurity.',
  categories: 'Categories',
  onRequest: 'Programmes on request',
  pecbCategoryTitle: 'PECB {title} courses',
  pecbCategoryMeta: 'PECB {title} training: {summary}',
  certifications: 'Certifications',
  examCode: 'Exam code',
  durationValue_one: '{count} hour',
  durationValue_other: '{count} hours',
  enquireAbout: 'Enquire about {title}',
  notFound: 'Page not found',
};

export type OverviewKey = keyof typeof overviewEn;
export type OverviewTexts = Record<OverviewKey, string>;

/** The plural forms a language may add beyond `_one`/`_other` (Arabic has them all). */
export type OverviewPluralForms = Partial<
  Record<`durationValue_${'zero' | 'two' | 'few' | 'many'}`, string>
>;
