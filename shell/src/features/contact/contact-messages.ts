import { defineDictionary } from 'shared';
import { contactEn, type ContactKey } from './i18n/en';

/** The contact page's texts: English in its chunk, each other language a chunk of its own. */
export const contactMessages = defineDictionary<ContactKey>(contactEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/ar'),
});
