import type { SearchTexts } from './en';

// The course search's texts.
const it: SearchTexts = {
  searchHeading: 'Trova un corso',
  searchLabel: 'Cerca corsi',
  searchHint: 'Cerca per nome, codice d’esame o argomento.',
  filterLabel: 'Fornitore e livello',
  filterAll: 'Tutti i corsi',
  filterAllVendor: 'Tutti i corsi {vendor}',
  resultsLabel: 'Risultati della ricerca',
  resultCount_one: '{count} corso trovato',
  resultCount_other: '{count} corsi trovati',
  noResults: 'Nessun corso corrisponde alla ricerca. Prova un’altra parola o rimuovi il filtro.',
};

export default it;
