import { defineDictionary } from 'shared';
import { contactEn, type ContactKey } from './contact-en';

/** The contact page's texts: English in its chunk, each other language a chunk of its own. */
export const contactMessages = defineDictionary<ContactKey>(contactEn, {
  hi: () => import('./i18n/contact.hi'),
  nl: () => import('./i18n/contact.nl'),
  fr: () => import('./i18n/contact.fr'),
  pt: () => import('./i18n/contact.pt'),
  it: () => import('./i18n/contact.it'),
  ar: () => import('./i18n/contact.ar'),
});
