import type { ComponentsTranslation } from './en';

// Italian: the shared components (the data table).
const it: ComponentsTranslation = {
  table: {
    sortBy: 'Ordina per {column}',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    pageOf: 'Pagina {page} di {pages} ({total} in tutto)',
    empty: 'Niente da mostrare.',
  },
};
export default it;
