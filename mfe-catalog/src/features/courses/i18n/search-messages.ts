import { defineDictionary } from 'shared';
import { searchEn, type SearchKey } from './search-en';

/** The course search's texts: English in the search's chunk, each other language its own. */
export const searchMessages = defineDictionary<SearchKey>(searchEn, {
  hi: () => import('./search.hi'),
  nl: () => import('./search.nl'),
  fr: () => import('./search.fr'),
  pt: () => import('./search.pt'),
  it: () => import('./search.it'),
  ar: () => import('./search.ar'),
});
