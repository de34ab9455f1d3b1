// Dutch texts of the shared status and loading displays.
export const status = {
  notFoundTitle: 'Pagina niet gevonden',
  notFoundText: 'De pagina die u zoekt bestaat niet of is verplaatst.',
  backHome: 'Terug naar de startpagina',
};
export const loading = {
  loading: 'Inhoud wordt geladen...',
  loadingBooks: 'Boeken worden geladen...',
  loadingReviews: 'Beoordelingen worden geladen...',
};
export const toast = { dismiss: 'Melding sluiten', region: 'Meldingen' };
