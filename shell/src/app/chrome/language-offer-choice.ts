import { DEFAULT_LANG, isLang, rememberedLang, type Lang } from 'shared';

/** Set once the visitor answered the offer (either way): it is not made again. */
export const OFFER_ANSWERED_KEY = 'lang-offer-answered';

/**
 * The language to offer on the English home page, if any: the one chosen last, otherwise the
 * first of the browser's languages the site has (its primary subtag: 'fr-CA' → fr).
 */
export function languageToOffer(
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Exclude<Lang, 'en'> | null {
  try {
    if (window.localStorage.getItem(OFFER_ANSWERED_KEY)) return null;
  } catch {
    return null;
  }
  const remembered = rememberedLang();
  if (remembered) return remembered === DEFAULT_LANG ? null : (remembered as Exclude<Lang, 'en'>);
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === DEFAULT_LANG) return null;
    if (isLang(primary)) return primary as Exclude<Lang, 'en'>;
  }
  return null;
}

/** Remembers that the offer was answered. */
export function answerOffer(): void {
  try {
    window.localStorage.setItem(OFFER_ANSWERED_KEY, '1');
  } catch {
    // Unremembered: the offer may come again on the next visit.
  }
}
