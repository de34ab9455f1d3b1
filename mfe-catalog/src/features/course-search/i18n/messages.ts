import { defineDictionary } from 'shared';
import { searchEn, type SearchKey } from './en';

/** The course search's texts: English in the search's chunk, the others in texts-<lang>. */
export const searchMessages = defineDictionary<SearchKey>(searchEn, {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar'),
});
