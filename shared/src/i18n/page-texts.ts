// A prerendered page's texts: the server records the dictionaries its render uses and sends
// their texts with the page, and the browser takes them from there instead of loading chunks.
import type { Lang } from 'contracts';
import { definedDictionaries, dictionaryId, type Dictionary, type Messages } from './dictionary';

/** The element the server puts a prerendered page's texts in (see pageTexts). */
export const PAGE_TEXTS_ID = 'page-texts';

let inlineTexts: { lang: string; texts: Record<string, Record<string, string>> } | null | undefined;

/** The texts the server sent with the page, in its language, by dictionary id. */
function pageTextsFor(lang: Lang): Record<string, Record<string, string>> | null {
  if (inlineTexts === undefined) {
    inlineTexts = null;
    try {
      const element =
        typeof document === 'undefined' ? null : document.getElementById(PAGE_TEXTS_ID);
      if (element?.textContent) {
        inlineTexts = {
          lang: element.getAttribute('data-lang') ?? '',
          texts: JSON.parse(element.textContent) as Record<string, Record<string, string>>,
        };
      }
    } catch {
      // Unreadable: the texts come from their chunks, as on a page that was not prerendered.
    }
  }
  return inlineTexts && inlineTexts.lang === lang ? inlineTexts.texts : null;
}

/** Takes a dictionary's texts from the page when the server sent them; true when it did. */
export function adoptPageTexts<K extends string>(dictionary: Dictionary<K>, lang: Lang): boolean {
  const texts = pageTextsFor(lang)?.[dictionaryId(dictionary as unknown as Dictionary<string>)];
  if (!texts) return false;
  dictionary.loaded.set(lang, texts as Partial<Messages<K>>);
  return true;
}

/**
 * The texts of `lang` loaded so far, by dictionary id: what a prerendered page needs, which
 * the server sends with it so the browser loads no dictionary chunk before it hydrates.
 */
export function pageTexts(lang: Lang): Record<string, Partial<Messages<string>>> {
  const texts: Record<string, Partial<Messages<string>>> = {};
  const used = usedDictionaries ?? definedDictionaries();
  usedDictionaries = null;
  for (const dictionary of used) {
    const loaded = dictionary.loaded.get(lang);
    if (loaded && Object.keys(loaded).length > 0) texts[dictionaryId(dictionary)] = loaded;
  }
  return texts;
}

let usedDictionaries: Set<Dictionary<string>> | null = null;

/** Starts recording the dictionaries a render uses (the server's, one render at a time). */
export function recordDictionaryUse(): void {
  usedDictionaries = new Set();
}

/**
 * Marks a dictionary as used by the page being rendered, for texts a page reads without
 * useTranslation (the catalog's course texts, looked up by its data layer): the server sends
 * them with the page like any other, so the browser loads no chunk for them before it hydrates.
 * useTranslation marks the dictionaries it reads the same way.
 */
export function markDictionaryUsed(dictionary: Dictionary<string>): void {
  usedDictionaries?.add(dictionary);
}

/** Forgets the texts read from the page (tests). */
export function forgetPageTexts(): void {
  inlineTexts = undefined;
}
