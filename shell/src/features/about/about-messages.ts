import { defineDictionary } from 'shared';
import { aboutEn } from './about-en';

/** The About page's texts; SPEC §1 asks for the whole page in every language. */
export const aboutMessages = defineDictionary(aboutEn, {
  hi: () => import('./i18n/about.hi'),
  nl: () => import('./i18n/about.nl'),
  fr: () => import('./i18n/about.fr'),
  pt: () => import('./i18n/about.pt'),
  it: () => import('./i18n/about.it'),
  ar: () => import('./i18n/about.ar'),
});
