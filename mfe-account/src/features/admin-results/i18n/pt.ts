import type { ResultsTranslation } from './en';

// European Portuguese: the Results and Security events tabs.
const pt: ResultsTranslation = {
  adminResults: {
    resultsTab: 'Resultados',
    securityTab: 'Eventos de segurança',
    title: 'Resultados',
    user: 'Utilizador',
    search: 'Pesquisar por nome ou e-mail',
    searchButton: 'Pesquisar',
    category: 'Categoria',
    allCategories: 'Todas as categorias',
    score: 'Pontuação',
    passed: 'Aprovado',
    yes: 'Sim',
    no: 'Não',
    date: 'Data',
    noResults: 'Não há resultados correspondentes.',
    loadFailed: 'Não foi possível carregar os resultados.',
    securityTitle: 'Eventos de segurança',
    attempt: 'Tentativa',
    kind: 'Evento',
    time: 'Data e hora',
    securityFailed: 'Não foi possível carregar os eventos de segurança.',
  },
};
export default pt;
