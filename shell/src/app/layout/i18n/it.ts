import type { ChromeTexts } from './en';

// Italian.
const texts: ChromeTexts = {
  mainNav: 'Principale',
  home: 'Home',
  about: 'Chi siamo',
  services: 'Servizi',
  reviews: 'Recensioni',
  contact: 'Contatti',
  payNow: 'Paga ora',
  login: 'Accedi',
  logout: 'Esci',
  adminPanel: 'Pannello di amministrazione',
  myAccount: 'Il mio account',
  myOrders: 'I miei ordini',
  userMenu: 'Menu account',
  menu: 'Menu',
  closeMenu: 'Chiudi il menu',
  language: 'Lingua',
  skipToContent: 'Vai al contenuto',
  opensInNewTab: '(si apre in una nuova scheda)',
  whatsappButton: 'Scrivici su WhatsApp',
  selectRegion: 'Seleziona la tua regione',
  india: 'India',
  outsideIndia: "Fuori dall'India",
  cancel: 'Annulla',
  errorTitle: 'Qualcosa è andato storto',
  errorText:
    'Siamo spiacenti, si è verificato un problema imprevisto. Prova ad aggiornare la pagina.',
  refreshPage: 'Aggiorna la pagina',
  appErrorTitle: "🚨 Errore dell'applicazione",
  appErrorText:
    "Stiamo riscontrando un problema tecnico. L'applicazione si ricaricherà automaticamente tra pochi secondi.",
  reloadNow: 'Ricarica ora',
};
export default texts;
