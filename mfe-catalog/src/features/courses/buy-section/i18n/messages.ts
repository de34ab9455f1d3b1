import { defineDictionary } from 'shared';
import { buySectionEn, type BuySectionKey } from './en';

/**
 * The buy section's texts: English in the section's chunk, the others in chunks of their own
 * (not the page's texts-<lang>), so that no language's first load carries them.
 */
export const buySectionMessages = defineDictionary<BuySectionKey>(buySectionEn, {
  hi: () => import(/* webpackChunkName: "buy-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "buy-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "buy-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "buy-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "buy-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "buy-texts-ar" */ './ar'),
});
