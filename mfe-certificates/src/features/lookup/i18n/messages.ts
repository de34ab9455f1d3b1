import { defineDictionary } from 'shared';
import { lookupEn } from './en';

/** The remote's texts. The English wording is the spec's; other languages load on demand. */
export const lookupMessages = defineDictionary(lookupEn, {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
});

export type { LookupKey } from './en';
