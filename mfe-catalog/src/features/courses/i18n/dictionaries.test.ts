import { loadDictionary, prefixedLangs } from 'shared';
import { catalogMessages } from './messages';

describe("the catalog's interface texts", () => {
  it('every language has every English key', async () => {
    const english = Object.keys(catalogMessages.en).sort();
    for (const lang of prefixedLangs) {
      await loadDictionary(catalogMessages, lang);
      const texts = catalogMessages.loaded.get(lang) ?? {};
      const missing = english.filter((key) => !(key in texts));
      expect({ lang, missing }).toEqual({ lang, missing: [] });
      // Placeholders survive translation: a text that drops {title} would show a gap.
      for (const key of english) {
        const wanted = catalogMessages.en[key as keyof typeof catalogMessages.en].match(/\{\w+\}/g);
        for (const placeholder of wanted ?? []) {
          if (/_(one|two|zero)$/.test(key)) continue; // "one hour" may spell the number out
          expect({
            lang,
            key,
            has: texts[key as keyof typeof texts]?.includes(placeholder),
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
