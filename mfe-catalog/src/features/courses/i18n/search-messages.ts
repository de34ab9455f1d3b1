import { defineDictionary } from 'shared';
import { searchEn, type SearchKey } from './search-en';

/** The course search's texts: English in the search's chunk, each other language its own. */
export const searchMessages = defineDictionary<SearchKey>(searchEn, {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './search.hi'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './search.nl'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './search.fr'),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './search.pt'),
  it: () => import(/* webpackChunkName: "texts-it" */ './search.it'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './search.ar'),
});
