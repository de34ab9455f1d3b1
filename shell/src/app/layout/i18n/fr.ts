import type { ChromeTexts } from './en';

// French.
const texts: ChromeTexts = {
  mainNav: 'Principale',
  home: 'Accueil',
  about: 'À propos',
  services: 'Services',
  reviews: 'Avis',
  contact: 'Contact',
  payNow: 'Payer maintenant',
  login: 'Connexion',
  logout: 'Déconnexion',
  adminPanel: "Panneau d'administration",
  myAccount: 'Mon compte',
  myOrders: 'Mes commandes',
  userMenu: 'Menu du compte',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  language: 'Langue',
  skipToContent: 'Aller au contenu',
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  whatsappButton: 'Discutez avec nous sur WhatsApp',
  selectRegion: 'Choisissez votre région',
  india: 'Inde',
  outsideIndia: "Hors de l'Inde",
  cancel: 'Annuler',
  errorTitle: "Une erreur s'est produite",
  errorText:
    "Nous sommes désolés, un problème inattendu s'est produit. Veuillez actualiser la page.",
  refreshPage: 'Actualiser la page',
  appErrorTitle: "🚨 Erreur de l'application",
  appErrorText:
    "Nous rencontrons un problème technique. L'application se rechargera automatiquement dans quelques secondes.",
  reloadNow: 'Recharger maintenant',
};
export default texts;
