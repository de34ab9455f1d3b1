import { defineDictionary } from 'shared';
import { homeEn } from './home-en';

/** The home page's texts: English in the page's chunk, each other language its own chunk. */
export const homeMessages = defineDictionary(homeEn, {
  hi: () => import('./i18n/home.hi'),
  nl: () => import('./i18n/home.nl'),
  fr: () => import('./i18n/home.fr'),
  pt: () => import('./i18n/home.pt'),
  it: () => import('./i18n/home.it'),
  ar: () => import('./i18n/home.ar'),
});
