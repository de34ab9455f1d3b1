import type { ComponentsTranslation } from './en';

// Dutch: the shared components (the data table).
const nl: ComponentsTranslation = {
  table: {
    sortBy: 'Sorteren op {column}',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    pageOf: 'Pagina {page} van {pages} ({total} in totaal)',
    empty: 'Niets om te tonen.',
  },
};
export default nl;
