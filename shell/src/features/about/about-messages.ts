import { defineDictionary } from 'shared';
import { aboutEn } from './about-en';

/** The About page's texts: the whole page in every language. */
export const aboutMessages = defineDictionary(aboutEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/about.hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/about.nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/about.fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/about.pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/about.it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/about.ar'),
});
