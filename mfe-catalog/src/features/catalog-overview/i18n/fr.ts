import type { OverviewTexts } from './en';

// The catalog overview pages' texts. Vendor and certification names stay as written.
const fr: OverviewTexts = {
  cerTitle: 'Formations certifiantes',
  cerMeta:
    'Toutes les formations certifiantes CompTIA et PECB que nous dispensons à New Delhi et en ligne, dans une liste consultable.',
  cerLead:
    "Toutes nos formations certifiantes CompTIA et PECB, avec vouchers d'examen et formateur, en ligne ou à New Delhi.",
  cerComptia: '{courses} aux niveaux Specialist, Professional et Expert.',
  cerPecb: '{courses} dans {categories} catégories.',
  comptiaHeading: 'Formations certifiantes CompTIA',
  comptiaMeta:
    'Formations CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ et SecurityX à New Delhi et en ligne, du niveau Specialist au niveau Expert.',
  comptiaLead:
    'Des certifications indépendantes des éditeurs, du premier poste en informatique aux missions de sécurité les plus pointues.',
  comptiaLevelTitle: 'Formations CompTIA {title}',
  comptiaLevelMeta: 'Formations CompTIA de niveau {title} : {summary}',
  partnerHeading: "Formations CompTIA et vouchers d'examen",
  partnerMeta:
    "Formations CompTIA et vouchers d'examen à New Delhi et en ligne : chaque code d'examen, format et parcours actuel sur une seule page.",
  partnerLead: "Formations CompTIA avec formateur et vouchers d'examen, à New Delhi et en ligne.",
  partnerWhy: 'Pourquoi préparer CompTIA avec nous',
  partnerWhyObjectives:
    "Des formateurs qui vous préparent aux objectifs d'examen actuels, pas à ceux de l'an dernier.",
  partnerWhyLive:
    'Des cours en direct en ligne ou dans notre centre de New Delhi, avec labs et examens blancs.',
  partnerWhyVouchers: "Des vouchers d'examen fournis avec la formation ou seuls.",
  partnerWhyPath:
    'Un parcours qui évolue avec vous, de A+ à SecurityX et aux certifications empilables.',
  partnerExams: 'Examens CompTIA actuels',
  partnerCaption: "Les certifications CompTIA et leurs codes d'examen",
  colCertification: 'Certification',
  colLevel: 'Niveau',
  colTraining: 'Formation',
  stackable: 'Certifications empilables',
  pecbHeading: 'Formations certifiantes PECB',
  pecbMeta:
    'Formations PECB aux normes ISO, à la gouvernance, à la protection des données, à la continuité et à la cybersécurité, à New Delhi et en ligne.',
  pecbLead:
    'Des formations reconnues à l’international sur les normes ISO de systèmes de management, la gouvernance, la protection des données, la résilience et la cybersécurité.',
  categories: 'Catégories',
  onRequest: 'Programmes sur demande',
  pecbCategoryTitle: 'Formations PECB {title}',
  pecbCategoryMeta: 'Formation PECB {title} : {summary}',
  certifications: 'Certifications',
  examCode: "Code d'examen",
  durationValue_one: '{count} heure',
  durationValue_other: '{count} heures',
  enquireAbout: 'Se renseigner sur {title}',
  notFound: 'Page introuvable',
};

export default fr;
