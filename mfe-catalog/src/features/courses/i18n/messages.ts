import { defineDictionary } from 'shared';
import { en } from './en';

export type { CatalogMessageKey } from './en';

/** The catalog's UI chrome; course content itself stays in English. */
export const catalogMessages = defineDictionary(en, {
  hi: () => import('./hi'),
  fr: () => import('./fr'),
});
