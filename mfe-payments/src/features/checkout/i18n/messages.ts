import { defineDictionary } from 'shared';
import { checkoutEn, type CheckoutKey } from './en';

/** The checkout's texts: English bundled, each other language a chunk of its own. */
export const checkoutMessages = defineDictionary<CheckoutKey>(checkoutEn, {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
});

export type { CheckoutKey } from './en';
