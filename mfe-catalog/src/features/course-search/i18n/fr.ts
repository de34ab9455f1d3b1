import type { SearchTexts } from './en';

// The course search's texts.
const fr: SearchTexts = {
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
};

export default fr;
