import type { ResultsTranslation } from './en';

// Dutch: the Results and Security events tabs.
const nl: ResultsTranslation = {
  adminResults: {
    resultsTab: 'Resultaten',
    securityTab: 'Beveiligingsgebeurtenissen',
    title: 'Resultaten',
    user: 'Gebruiker',
    allUsers: 'Alle gebruikers',
    category: 'Categorie',
    allCategories: 'Alle categorieën',
    score: 'Score',
    passed: 'Geslaagd',
    yes: 'Ja',
    no: 'Nee',
    date: 'Datum',
    passRate_one: 'Slagingspercentage: {rate}% van {count} poging',
    passRate_other: 'Slagingspercentage: {rate}% van {count} pogingen',
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
