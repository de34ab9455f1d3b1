import { defineDictionary } from 'shared';
import { contactEn, type ContactKey } from './contact-en';

/** The contact page's texts: English in its chunk, each other language a chunk of its own. */
export const contactMessages = defineDictionary<ContactKey>(contactEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/contact.hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/contact.nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/contact.fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/contact.pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/contact.it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/contact.ar'),
});
