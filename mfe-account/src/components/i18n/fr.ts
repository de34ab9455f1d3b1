import type { ComponentsTranslation } from './en';

// French: the shared components (the data table).
const fr: ComponentsTranslation = {
  table: {
    sortBy: 'Trier par {column}',
    previous: 'Page précédente',
    next: 'Page suivante',
    pageOf: 'Page {page} sur {pages} ({total} au total)',
    empty: 'Rien à afficher.',
  },
};
export default fr;
