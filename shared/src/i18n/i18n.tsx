import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LANG, directionOf, fillPlaceholders, isLang, type Lang } from 'contracts';
import { loadScriptFont } from './script-fonts';

export {
  DEFAULT_LANG,
  directionOf,
  fillPlaceholders,
  isLang,
  languages,
  type Lang,
} from 'contracts';

export const LANG_STORAGE_KEY = 'lang';

interface I18nValue {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  setLang: (lang: Lang) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

function readStoredLang(): Lang {
  return rememberedLang() ?? DEFAULT_LANG;
}

/** Remembers the visitor's last choice (offered again on the home page, never imposed). */
export function rememberLang(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not remembered when storage is unavailable; the choice still applies to this visit.
  }
}

/** The language the visitor chose last, if any. */
export function rememberedLang(): Lang | null {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Holds the page's language and mirrors it onto <html>. In the site the address decides it
 * (`lang`, with `onLangChange` going to the same page in the chosen language: see
 * ../app/localized-router.tsx); without `lang` (tests, a widget) it keeps the language itself,
 * starting from `initialLang` or the remembered one. Either way the choice is remembered.
 */
export function I18nProvider({
  children,
  initialLang,
  lang: controlledLang,
  onLangChange,
}: {
  children?: ReactNode;
  initialLang?: Lang;
  lang?: Lang;
  onLangChange?: (lang: Lang) => void;
}) {
  const [ownLang, setLangState] = useState<Lang>(() => initialLang ?? readStoredLang());
  const lang = controlledLang ?? ownLang;
  const dir = directionOf(lang);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    // Hindi and Arabic bring their own fonts, so no machine shows boxes for their letters.
    loadScriptFont(lang).catch(() => undefined);
  }, [lang, dir]);

  const setLang = useCallback(
    (next: Lang) => {
      rememberLang(next);
      if (onLangChange) onLangChange(next);
      else setLangState(next);
    },
    [onLangChange],
  );

  const value = useMemo(() => ({ lang, dir, setLang }), [lang, dir, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The language context used outside its provider throws: a missing provider is a bug. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used within an I18nProvider');
  return value;
}

export type Messages<K extends string = string> = Record<K, string>;
type Loader<K extends string> = () => Promise<{ default: Partial<Messages<K>> }>;

/**
 * A package's texts: English is bundled, every other language is a loader, so only the
 * current language's texts are in the initial load and the others come on demand.
 */
export interface Dictionary<K extends string> {
  en: Messages<K>;
  loaders: Partial<Record<Exclude<Lang, 'en'>, Loader<K>>>;
  loaded: Map<Lang, Partial<Messages<K>>>;
  /** The load under way or done, per language (one promise each: a suspended render waits on it). */
  loading: Map<Lang, Promise<void>>;
}

/** Every dictionary whose module has been evaluated, so a page's can be loaded before it renders. */
const registry = new Set<Dictionary<string>>();

export function defineDictionary<K extends string>(
  en: Messages<K>,
  loaders: Partial<Record<Exclude<Lang, 'en'>, Loader<K>>> = {},
): Dictionary<K> {
  const dictionary: Dictionary<K> = { en, loaders, loaded: new Map(), loading: new Map() };
  registry.add(dictionary as unknown as Dictionary<string>);
  return dictionary;
}

/** The id of a dictionary: a hash of its English texts, the same in every build of its code. */
const ids = new WeakMap<Dictionary<string>, string>();

export function dictionaryId(dictionary: Dictionary<string>): string {
  const known = ids.get(dictionary);
  if (known) return known;
  const text = JSON.stringify(dictionary.en);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  const id = (hash >>> 0).toString(36);
  ids.set(dictionary, id);
  return id;
}

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
function adoptPageTexts<K extends string>(dictionary: Dictionary<K>, lang: Lang): boolean {
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
  const used = usedDictionaries ?? registry;
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
 */
export function markDictionaryUsed(dictionary: Dictionary<string>): void {
  usedDictionaries?.add(dictionary);
}

/** Forgets the texts read from the page (tests). */
export function forgetPageTexts(): void {
  inlineTexts = undefined;
}

/**
 * Loads a dictionary's texts in `lang`, once. It never fails: texts that do not arrive (a chunk
 * that failed twice) leave the English ones in place rather than break the page.
 */
export function loadDictionary<K extends string>(
  dictionary: Dictionary<K>,
  lang: Lang,
): Promise<void> {
  const loader = lang === 'en' ? undefined : dictionary.loaders[lang];
  if (!loader || dictionary.loaded.has(lang) || adoptPageTexts(dictionary, lang)) {
    return Promise.resolve();
  }
  let loading = dictionary.loading.get(lang);
  if (!loading) {
    loading = loader()
      .catch(() => loader())
      .then(
        (mod: { default: Partial<Messages<K>> }) => {
          dictionary.loaded.set(lang, mod.default);
        },
        () => {
          dictionary.loaded.set(lang, {});
        },
      );
    dictionary.loading.set(lang, loading);
  }
  return loading;
}

/**
 * Loads `lang`'s texts of every dictionary defined so far (the page's code is evaluated), so a
 * page renders or hydrates in its language at once instead of waiting in its first render.
 */
export function loadDictionaries(lang: Lang): Promise<void> {
  return Promise.all([...registry].map((d) => loadDictionary(d, lang))).then(() => undefined);
}

export type Translate<K extends string> = (
  key: K,
  vars?: Record<string, string | number>,
) => string;

/**
 * A right-to-left text with Latin names in it keeps each name's trailing '+' at its end: in
 * 'يجمع A+ وNetwork+' the '+' sits between a Latin letter and Arabic, takes the paragraph's
 * direction and shows as '+A'. A left-to-right mark after it ties it to the name.
 */
export function keepLatinNames(text: string): string {
  return text.replace(/(?<=[A-Za-z0-9])\+(?![A-Za-z0-9\u200e])/g, '+\u200e');
}

/**
 * Returns `t(key)` for the page's language. Texts not loaded yet suspend the component (a thrown
 * promise), as a lazy chunk does: the server's render waits for them, hydration keeps the server's
 * markup meanwhile, and a language switch (a transition) keeps the page as it was until they are
 * here. No page shows English first and then its language.
 */
export function useTranslation<K extends string>(dictionary: Dictionary<K>): Translate<K> {
  const { lang } = useI18n();
  usedDictionaries?.add(dictionary as unknown as Dictionary<string>);
  if (
    lang !== 'en' &&
    !dictionary.loaded.has(lang) &&
    dictionary.loaders[lang] &&
    !adoptPageTexts(dictionary, lang)
  ) {
    // As React.lazy does: the component waits for the texts (a thrown promise) and React
    // renders it again once they are here.
    throw loadDictionary(dictionary, lang);
  }
  const current = lang === DEFAULT_LANG ? undefined : dictionary.loaded.get(lang);
  const rtl = directionOf(lang) === 'rtl';
  return useCallback<Translate<K>>(
    (key, vars) => {
      const text = fillPlaceholders(current?.[key] ?? dictionary.en[key] ?? key, vars);
      return rtl ? keepLatinNames(text) : text;
    },
    [current, dictionary, rtl],
  );
}

/**
 * A text that depends on a count, in the page's language's plural rules (Intl.PluralRules):
 * `base_one`, `base_two`, `base_few`, ... as that language has them, `base_other` otherwise.
 * `{count}` is the number written the language's way. English needs `_one` and `_other`;
 * Arabic adds `_zero`, `_two`, `_few` and `_many` in its own dictionary.
 */
export function usePlural<K extends string>(
  t: Translate<K>,
): (base: string, count: number, vars?: Record<string, string | number>) => string {
  const { lang } = useI18n();
  return useMemo(() => {
    const rules = new Intl.PluralRules(lang);
    const numbers = new Intl.NumberFormat(lang);
    return (base, count, vars) => {
      const all = { ...vars, count: numbers.format(count) };
      const key = `${base}_${rules.select(count)}`;
      const text = t(key as K, all);
      return text === key ? t(`${base}_other` as K, all) : text;
    };
  }, [lang, t]);
}
