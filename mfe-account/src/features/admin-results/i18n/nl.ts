import type { ResultsTranslation } from './en';

// Dutch: the Results and Security events tabs.
const nl: ResultsTranslation = {
  adminResults: {
    resultsTab: 'Resultaten',
    securityTab: 'Beveiligingsgebeurtenissen',
    title: 'Resultaten',
    user: 'Gebruiker',
    search: 'Zoeken op naam of e-mailadres',
    searchButton: 'Zoeken',
    category: 'Categorie',
    allCategories: 'Alle categorieën',
    score: 'Score',
    passed: 'Geslaagd',
    yes: 'Ja',
    no: 'Nee',
    date: 'Datum',
    noResults: 'Geen resultaten gevonden.',
    loadFailed: 'De resultaten konden niet worden geladen.',
    securityTitle: 'Beveiligingsgebeurtenissen',
    attempt: 'Poging',
    kind: 'Gebeurtenis',
    time: 'Tijd',
    securityFailed: 'De beveiligingsgebeurtenissen konden niet worden geladen.',
  },
};
export default nl;
