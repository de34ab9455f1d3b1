import { defineDictionary } from 'shared';
import { listsEn } from './i18n/en';

/** The reviews, blogs and resources pages' texts in seven languages. */
export const listsMessages = defineDictionary(listsEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/ar'),
});
