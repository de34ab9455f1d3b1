import { defineDictionary } from 'shared';
import { overviewEn } from './overview-en';

/** The overview pages' texts: English in their chunks, each other language its own chunk. */
export const overviewMessages = defineDictionary(overviewEn, {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './overview.hi'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './overview.nl'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './overview.fr'),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './overview.pt'),
  it: () => import(/* webpackChunkName: "texts-it" */ './overview.it'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './overview.ar'),
});
