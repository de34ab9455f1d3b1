import { defineDictionary } from 'shared';
import { en, type CatalogMessageKey } from './en';

export type { CatalogMessageKey } from './en';

/** The catalog's interface in seven languages: English bundled, each other its own chunk. */
export const catalogMessages = defineDictionary<CatalogMessageKey>(en, {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar'),
});
