import { defineDictionary } from 'shared';
import { listsEn } from './lists-en';

/** The reviews, blogs and resources pages' texts in seven languages. */
export const listsMessages = defineDictionary(listsEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/lists.hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/lists.nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/lists.fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/lists.pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/lists.it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/lists.ar'),
});
