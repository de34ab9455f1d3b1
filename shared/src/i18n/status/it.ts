// Italian texts of the shared status and loading displays.
export const status = {
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'La pagina che cerchi non esiste o è stata spostata.',
  backHome: 'Torna alla home page',
};
export const loading = {
  loading: 'Caricamento dei contenuti...',
  loadingBooks: 'Caricamento dei libri...',
  loadingReviews: 'Caricamento delle recensioni...',
};
export const toast = { dismiss: 'Chiudi la notifica', region: 'Notifiche' };
