import { defineDictionary } from 'shared';
import { overviewEn, type OverviewKey } from './en';

/** The overview pages' texts: English in their chunks, the others in texts-<lang>. */
export const overviewMessages = defineDictionary<OverviewKey>(overviewEn, {
  hi: () => import(/* webpackChunkName: "texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar'),
});
