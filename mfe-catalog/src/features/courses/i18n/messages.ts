import { defineDictionary } from 'shared';
import { en, type CatalogMessageKey } from './en';

export type { CatalogMessageKey } from './en';

/** The catalog's interface in seven languages: English bundled, each other its own chunk. */
export const catalogMessages = defineDictionary<CatalogMessageKey>(en, {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
});
