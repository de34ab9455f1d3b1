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
  searchHeading: 'Trouver une formation',
  searchLabel: 'Rechercher des formations',
  searchHint: "Recherchez par nom, code d'examen ou thème.",
  filterLabel: 'Éditeur et niveau',
  filterAll: 'Toutes les formations',
  filterAllVendor: 'Toutes les formations {vendor}',
  resultsLabel: 'Résultats de la recherche',
  resultCount_one: '{count} formation trouvée',
  resultCount_other: '{count} formations trouvées',
  noResults:
    'Aucune formation ne correspond à votre recherche. Essayez un autre mot ou retirez le filtre.',
  viewCourse: 'Voir la formation',
  viewLevel: 'Toutes les formations {title}',
  courseCount_one: '{count} formation',
  courseCount_other: '{count} formations',
  notFound: 'Page introuvable',
  courseTitle: 'Formation {title}',
  courseDescription: 'Formation {title} ({vendor}) à New Delhi et en ligne : {summary}',
};

export default fr;
