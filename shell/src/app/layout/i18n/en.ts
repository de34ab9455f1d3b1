/**
 * The texts of the site's chrome: the header and its navigation, the skip link, the WhatsApp
 * popup, the error screens and the language switch (the footer's own are in ../footer/i18n).
 * English is bundled; each other language is its own chunk, loaded only when chosen.
 */
export const chromeEn = {
  // Navigation
  mainNav: 'Main',
  home: 'Home',
  about: 'About',
  services: 'Services',
  reviews: 'Reviews',
  contact: 'Contact',
  payNow: 'Pay Now',
  login: 'Login',
  logout: 'Logout',
  adminPanel: 'Admin Panel',
  myAccount: 'My account',
  myOrders: 'My orders',
  userMenu: 'Account menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
  language: 'Language',
  skipToContent: 'Skip to content',
  opensInNewTab: '(opens in a new tab)',
  // WhatsApp
  whatsappButton: 'Chat with us on WhatsApp',
  selectRegion: 'Select your region',
  india: 'India',
  outsideIndia: 'Outside India',
  cancel: 'Cancel',
  // Error screens (the spec's messages, word for word in English)
  errorTitle: 'Something went wrong',
  errorText: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  refreshPage: 'Refresh Page',
  appErrorTitle: '🚨 Application Error',
  appErrorText:
    "We're experiencing a technical issue. The application will reload automatically in a few seconds.",
  reloadNow: 'Reload Now',
};

export type ChromeKey = keyof typeof chromeEn;
export type ChromeTexts = Record<ChromeKey, string>;
