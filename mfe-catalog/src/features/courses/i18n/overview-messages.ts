import { defineDictionary } from 'shared';
import { overviewEn } from './overview-en';

/** The overview pages' texts: English in their chunks, each other language its own chunk. */
export const overviewMessages = defineDictionary(overviewEn, {
  hi: () => import('./overview.hi'),
  nl: () => import('./overview.nl'),
  fr: () => import('./overview.fr'),
  pt: () => import('./overview.pt'),
  it: () => import('./overview.it'),
  ar: () => import('./overview.ar'),
});
