import type { ResultsTranslation } from './en';

// Italian: the Results and Security events tabs.
const it: ResultsTranslation = {
  adminResults: {
    resultsTab: 'Risultati',
    securityTab: 'Eventi di sicurezza',
    title: 'Risultati',
    user: 'Utente',
    search: 'Cerca per nome o e-mail',
    searchButton: 'Cerca',
    category: 'Categoria',
    allCategories: 'Tutte le categorie',
    score: 'Punteggio',
    passed: 'Superato',
    yes: 'Sì',
    no: 'No',
    date: 'Data',
    noResults: 'Nessun risultato corrispondente.',
    loadFailed: 'Non è stato possibile caricare i risultati.',
    securityTitle: 'Eventi di sicurezza',
    attempt: 'Tentativo',
    kind: 'Evento',
    time: 'Data e ora',
    securityFailed: 'Non è stato possibile caricare gli eventi di sicurezza.',
  },
};
export default it;
