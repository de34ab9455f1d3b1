import { defineDictionary } from 'shared';

/**
 * Every text of the site's chrome (navigation, footer, WhatsApp popup, error screens, the
 * remote fallback). English is bundled; each other language is its own chunk, loaded only
 * when chosen.
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
  // A remote that cannot be loaded
  unavailableTitle: 'This section is temporarily unavailable',
  unavailableText:
    'We could not load this part of the site. The rest of the site still works; please try again in a moment.',
  retry: 'Try again',
};

export type ChromeKey = keyof typeof chromeEn;
export type ChromeTexts = Record<ChromeKey, string>;

export const chromeMessages = defineDictionary<ChromeKey>(chromeEn, {
  hi: () => import(/* webpackChunkName: "chrome-hi" */ './chrome-i18n/hi'),
  nl: () => import(/* webpackChunkName: "chrome-nl" */ './chrome-i18n/nl'),
  fr: () => import(/* webpackChunkName: "chrome-fr" */ './chrome-i18n/fr'),
  pt: () => import(/* webpackChunkName: "chrome-pt" */ './chrome-i18n/pt'),
  it: () => import(/* webpackChunkName: "chrome-it" */ './chrome-i18n/it'),
  ar: () => import(/* webpackChunkName: "chrome-ar" */ './chrome-i18n/ar'),
});
