import { defineDictionary } from 'shared';
import { payNowEn, type PayNowKey } from './en';

/** The Pay Now texts: English bundled, each other language a chunk of its own. */
export const payMessages = defineDictionary<PayNowKey>(payNowEn, {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
});

export type { PayNowKey } from './en';
