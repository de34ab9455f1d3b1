import type { Lang } from 'shared';
import type { AccountTranslations } from './types';

type Part = keyof AccountTranslations;
type Other = Exclude<Lang, 'en'>;

// One chunk per language, fetched only when that language is chosen.
const files: Record<Other, () => Promise<{ default: AccountTranslations }>> = {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
};

/** The `defineDictionary` loaders for one part of the account texts. */
export function loadersFor<P extends Part>(part: P) {
  const out: Partial<Record<Other, () => Promise<{ default: AccountTranslations[P] }>>> = {};
  for (const lang of Object.keys(files) as Other[]) {
    out[lang] = () => files[lang]().then((m) => ({ default: m.default[part] }));
  }
  return out;
}
