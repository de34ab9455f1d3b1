import type { CoursePageTexts } from './en';

// French. Certification and vendor names and exam codes stay as the vendors write them.
const fr: CoursePageTexts = {
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
  notFound: 'Page introuvable',
  courseTitle: 'Formation {title}',
  courseDescription: 'Formation {title} ({vendor}) à New Delhi et en ligne : {summary}',
};

export default fr;
