import { loadDictionary, prefixedLangs, type Dictionary } from 'shared';
import { payMessages } from './messages';

describe('the Pay Now texts', () => {
  it('every language has every English key, and no other', async () => {
    const dictionary = payMessages as unknown as Dictionary<string>;
    const english = Object.keys(dictionary.en).sort();
    for (const lang of prefixedLangs) {
      await loadDictionary(dictionary, lang);
      const texts = dictionary.loaded.get(lang) ?? {};
      expect({ lang, keys: Object.keys(texts).sort() }).toEqual({ lang, keys: english });
      // Placeholders survive translation: a text that drops {label} would show a gap.
      const lost = english.filter((key) =>
        (dictionary.en[key]!.match(/\{\w+\}/g) ?? []).some((p) => !texts[key]?.includes(p)),
      );
      expect({ lang, lost }).toEqual({ lang, lost: [] });
    }
  });
});
