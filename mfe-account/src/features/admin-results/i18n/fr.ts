import type { ResultsTranslation } from './en';

// French: the Results and Security events tabs.
const fr: ResultsTranslation = {
  adminResults: {
    resultsTab: 'Résultats',
    securityTab: 'Événements de sécurité',
    title: 'Résultats',
    user: 'Utilisateur',
    search: 'Rechercher par nom ou e-mail',
    searchButton: 'Rechercher',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    score: 'Score',
    passed: 'Réussi',
    yes: 'Oui',
    no: 'Non',
    date: 'Date',
    noResults: 'Aucun résultat ne correspond.',
    loadFailed: "Les résultats n'ont pas pu être chargés.",
    securityTitle: 'Événements de sécurité',
    attempt: 'Tentative',
    kind: 'Événement',
    time: 'Date et heure',
    securityFailed: "Les événements de sécurité n'ont pas pu être chargés.",
  },
};
export default fr;
