import type { CatalogTexts } from './en';

// French. Certification and vendor names and exam codes stay as the vendors write them.
const fr: CatalogTexts = {
  breadcrumb: "Fil d'Ariane",
  home: 'Accueil',
  certifications: 'Certifications',
  examCode: "Code d'examen",
  examCodes: "Codes d'examen",
  duration: 'Durée de la formation',
  durationValue_one: '{count} heure',
  durationValue_other: '{count} heures',
  format: 'Format',
  formatBoth: 'Avec formateur, en ligne en direct ou en salle dans notre centre de New Delhi',
  formatOnline: 'Avec formateur, en ligne en direct',
  formatOnsite: 'Avec formateur, en salle dans notre centre de New Delhi',
  credential: 'Certification obtenue',
  examFormat: "Format de l'examen",
  examFormatValue:
    '{code} : {questions} questions au maximum, {minutes} minutes, score de réussite {score}',
  examFormatSingle:
    '{questions} questions au maximum, {minutes} minutes, score de réussite {score}',
  audience: 'Pour qui',
  prerequisites: 'Prérequis et expérience recommandée',
  outline: 'Ce que vous apprendrez',
  path: 'Parcours de certification',
  pathBefore: 'Avant cette formation',
  pathAfter: 'Après cette formation',
  faqs: 'Questions fréquentes',
  related: 'Formations associées',
  enquire: 'Se renseigner',
  enquireAbout: 'Se renseigner sur {title}',
  payNote:
    'Prêt à réserver ? Utilisez le menu « Payer maintenant » en haut de la page pour régler par PayPal, carte ou virement bancaire.',
  courseCount_one: '{count} formation',
  courseCount_other: '{count} formations',
  notFound: 'Page introuvable',
  courseTitle: 'Formation {title}',
  courseDescription: 'Formation {title} ({vendor}) à New Delhi et en ligne : {summary}',
  'category.information-security': 'Sécurité de l’information',
  'category.cybersecurity': 'Cybersécurité',
  'category.quality': 'Qualité',
  'category.governance': 'Gouvernance, risques et conformité',
  'category.artificial-intelligence': 'Intelligence artificielle',
  'category.privacy': 'Vie privée et protection des données',
  'category.continuity': 'Continuité et résilience',
  'category.technical-cybersecurity': 'Cybersécurité technique',
  'category.digital-transformation': 'Transformation numérique',
};

export default fr;
