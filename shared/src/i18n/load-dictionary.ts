import type { Lang } from 'contracts';
import { definedDictionaries, type Dictionary, type Messages } from './dictionary';
import { adoptPageTexts } from './page-texts';

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
  return Promise.all([...definedDictionaries()].map((d) => loadDictionary(d, lang))).then(
    () => undefined,
  );
}
