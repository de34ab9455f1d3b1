import type { CatalogMessageKey } from './en';

const fr: Partial<Record<CatalogMessageKey, string>> = {
  home: 'Accueil',
  certifications: 'Certifications',
  examCode: "Code d'examen",
  examCodes: "Codes d'examen",
  duration: 'Durée de la formation',
  durationValue: '{hours} heures',
  format: 'Format',
  audience: 'Pour qui',
  prerequisites: 'Prérequis et expérience recommandée',
  outline: 'Ce que vous apprendrez',
  path: 'Parcours de certification',
  faqs: 'Questions fréquentes',
  related: 'Formations associées',
  enquire: 'Se renseigner',
  searchHeading: 'Trouver une formation',
  searchLabel: 'Rechercher des formations',
  resultCount: '{count} formations trouvées',
  resultCountOne: '1 formation trouvée',
  noResults: 'Aucune formation ne correspond à votre recherche.',
};

export default fr;
