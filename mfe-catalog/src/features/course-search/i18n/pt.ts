import type { SearchTexts } from './en';

// The course search's texts.
const pt: SearchTexts = {
  searchHeading: 'Encontrar um curso',
  searchLabel: 'Pesquisar cursos',
  searchHint: 'Pesquise por nome, código do exame ou tema.',
  filterLabel: 'Fornecedor e nível',
  filterAll: 'Todos os cursos',
  filterAllVendor: 'Todos os cursos {vendor}',
  resultsLabel: 'Resultados da pesquisa',
  resultCount_one: '{count} curso encontrado',
  resultCount_other: '{count} cursos encontrados',
  noResults:
    'Nenhum curso corresponde à sua pesquisa. Experimente outra palavra ou limpe o filtro.',
};

export default pt;
