import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { loadScriptFont } from './script-fonts';

/** SPEC §3: the language setting, default en. Arabic reads right to left. */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'hi', label: 'हिन्दी', dir: 'ltr' },
  { code: 'nl', label: 'Nederlands', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'pt', label: 'Português', dir: 'ltr' },
  { code: 'it', label: 'Italiano', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type Lang = (typeof languages)[number]['code'];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return languages.some((l) => l.code === value);
}

export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return languages.find((l) => l.code === lang)?.dir ?? 'ltr';
}

interface I18nValue {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  setLang: (lang: Lang) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

function readStoredLang(): Lang {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/** Holds the chosen language, remembers it across visits and mirrors it onto <html>. */
export function I18nProvider({
  children,
  initialLang,
}: {
  children?: ReactNode;
  initialLang?: Lang;
}) {
  const [lang, setLangState] = useState<Lang>(() => initialLang ?? readStoredLang());
  const dir = directionOf(lang);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    // Hindi and Arabic bring their own fonts, so no machine shows boxes for their letters.
    loadScriptFont(lang).catch(() => undefined);
  }, [lang, dir]);

  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      window.localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      // Not remembered when storage is unavailable; the choice still applies to this visit.
    }
  }, []);

  const value = useMemo(() => ({ lang, dir, setLang }), [lang, dir, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** SPEC §8: the language context used outside its provider throws. */
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
}

export function defineDictionary<K extends string>(
  en: Messages<K>,
  loaders: Partial<Record<Exclude<Lang, 'en'>, Loader<K>>> = {},
): Dictionary<K> {
  return { en, loaders, loaded: new Map() };
}

export type Translate<K extends string> = (
  key: K,
  vars?: Record<string, string | number>,
) => string;

function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** Returns `t(key)` for the current language, falling back to English while it loads. */
export function useTranslation<K extends string>(dictionary: Dictionary<K>): Translate<K> {
  const { lang } = useI18n();
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (lang === 'en' || dictionary.loaded.has(lang)) return;
    const loader = dictionary.loaders[lang];
    if (!loader) return;
    let active = true;
    loader()
      .then((mod) => {
        dictionary.loaded.set(lang, mod.default);
        if (active) setVersion((v) => v + 1);
      })
      .catch(() => {
        // Missing translations fall back to English rather than breaking the page.
      });
    return () => {
      active = false;
    };
  }, [lang, dictionary]);

  const current = lang === 'en' ? undefined : dictionary.loaded.get(lang);
  return useCallback<Translate<K>>(
    (key, vars) => interpolate(current?.[key] ?? dictionary.en[key] ?? key, vars),
    [current, dictionary],
  );
}
