import type { SearchTexts } from './en';

// The course search's texts.
const nl: SearchTexts = {
  searchHeading: 'Zoek een training',
  searchLabel: 'Trainingen zoeken',
  searchHint: 'Zoek op naam, examencode of onderwerp.',
  filterLabel: 'Leverancier en niveau',
  filterAll: 'Alle trainingen',
  filterAllVendor: 'Alle {vendor}-trainingen',
  resultsLabel: 'Zoekresultaten',
  resultCount_one: '{count} training gevonden',
  resultCount_other: '{count} trainingen gevonden',
  noResults: 'Geen trainingen gevonden. Probeer een ander woord of wis het filter.',
};

export default nl;
