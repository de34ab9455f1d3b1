import type { ChromeTexts } from './en';

// Dutch.
const texts: ChromeTexts = {
  mainNav: 'Hoofdmenu',
  home: 'Home',
  about: 'Over ons',
  services: 'Diensten',
  reviews: 'Reviews',
  contact: 'Contact',
  payNow: 'Nu betalen',
  login: 'Inloggen',
  logout: 'Uitloggen',
  adminPanel: 'Beheerpaneel',
  myAccount: 'Mijn account',
  myOrders: 'Mijn bestellingen',
  userMenu: 'Accountmenu',
  menu: 'Menu',
  closeMenu: 'Menu sluiten',
  language: 'Taal',
  skipToContent: 'Naar de inhoud',
  opensInNewTab: '(opent in een nieuw tabblad)',
  whatsappButton: 'Chat met ons via WhatsApp',
  selectRegion: 'Kies uw regio',
  india: 'India',
  outsideIndia: 'Buiten India',
  cancel: 'Annuleren',
  errorTitle: 'Er is iets misgegaan',
  errorText: 'Sorry, er is iets onverwachts gebeurd. Probeer de pagina te vernieuwen.',
  refreshPage: 'Pagina vernieuwen',
  appErrorTitle: '🚨 Applicatiefout',
  appErrorText:
    'We hebben een technisch probleem. De applicatie wordt over enkele seconden automatisch opnieuw geladen.',
  reloadNow: 'Nu opnieuw laden',
};
export default texts;
