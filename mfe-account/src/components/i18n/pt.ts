import type { ComponentsTranslation } from './en';

// Portuguese: the shared components (the data table).
const pt: ComponentsTranslation = {
  table: {
    sortBy: 'Ordenar por {column}',
    previous: 'Página anterior',
    next: 'Página seguinte',
    pageOf: 'Página {page} de {pages} ({total} no total)',
    empty: 'Não há nada para mostrar.',
  },
};
export default pt;
