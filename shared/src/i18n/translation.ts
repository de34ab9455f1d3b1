import { useCallback, useMemo } from 'react';
import { DEFAULT_LANG, directionOf, fillPlaceholders } from 'contracts';
import type { Dictionary } from './dictionary';
import { useI18n } from './i18n';
import { loadDictionary } from './load-dictionary';
import { adoptPageTexts, markDictionaryUsed } from './page-texts';

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
  markDictionaryUsed(dictionary as unknown as Dictionary<string>);
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
