// The page's language: its provider (which mirrors it onto <html>), useI18n, and the visitor's
// remembered choice. The texts are beside it: ./dictionary.ts (a package's texts),
// ./load-dictionary.ts, ./page-texts.ts (a prerendered page's) and ./translation.ts (the hooks).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LANG, directionOf, isLang, type Lang } from 'contracts';
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
