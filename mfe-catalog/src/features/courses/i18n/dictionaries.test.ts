import { loadDictionary, prefixedLangs, type Dictionary } from 'shared';
import { catalogMessages } from './messages';
import { overviewMessages } from './overview-messages';
import { searchMessages } from './search-messages';

describe("the catalog's interface texts", () => {
  it.each([
    ['course pages', catalogMessages as unknown as Dictionary<string>],
    ['overview pages', overviewMessages as unknown as Dictionary<string>],
    ['course search', searchMessages as unknown as Dictionary<string>],
  ])('%s: every language has every English key', async (_name, dictionary) => {
    const english = Object.keys(dictionary.en).sort();
    for (const lang of prefixedLangs) {
      await loadDictionary(dictionary, lang);
      const texts = dictionary.loaded.get(lang) ?? {};
      const missing = english.filter((key) => !(key in texts));
      expect({ lang, missing }).toEqual({ lang, missing: [] });
      // Placeholders survive translation: a text that drops {title} would show a gap.
      for (const key of english) {
        const wanted = dictionary.en[key]!.match(/\{\w+\}/g);
        for (const placeholder of wanted ?? []) {
          if (/_(one|two|zero)$/.test(key)) continue; // "one hour" may spell the number out
          expect({
            lang,
            key,
            has: texts[key]?.includes(placeholder),
          }).toEqual({
            lang,
            key,
            has: true,
          });
        }
      }
    }
  });
});
