import type { Dictionary } from '../i18n/dictionary';
import { loadDictionary } from '../i18n/load-dictionary';
import { prefixedLangs } from '../i18n/lang-path';

/**
 * Loads each language of a dictionary as a screen does and expects every English key, no
 * other, and every `{placeholder}` of the English kept (a text that drops one shows a gap).
 */
export async function expectCompleteTranslations(dictionary: Dictionary<string>): Promise<void> {
  const english = Object.keys(dictionary.en).sort();
  for (const lang of prefixedLangs) {
    await loadDictionary(dictionary, lang);
    const texts = dictionary.loaded.get(lang) ?? {};
    expect({ lang, keys: Object.keys(texts).sort() }).toEqual({ lang, keys: english });
    const lost = english.filter((key) =>
      (dictionary.en[key]!.match(/\{\w+\}/g) ?? []).some((p) => !texts[key]?.includes(p)),
    );
    expect({ lang, lost }).toEqual({ lang, lost: [] });
  }
}
