import { defineDictionary } from 'shared';
import { homeEn } from './home-en';

/** The home page's texts: English in the page's chunk, each other language its own chunk. */
export const homeMessages = defineDictionary(homeEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/home.hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/home.nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/home.fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/home.pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/home.it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/home.ar'),
});
