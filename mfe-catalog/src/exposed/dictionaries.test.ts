import { loadDictionary, prefixedLangs, type Dictionary } from 'shared';
import { componentMessages } from '../components/i18n/messages';
import { overviewMessages } from '../features/catalog-overview/i18n/messages';
import { searchMessages } from '../features/course-search/i18n/messages';
import { buySectionMessages } from '../features/courses/buy-section/i18n/messages';
import { coursePageMessages } from '../features/courses/i18n/messages';

// Every dictionary of the catalog's interface (the course tables are checked by
// lib/course-data/course-texts.test.ts). A new dictionary is listed here.
const dictionaries: [string, Dictionary<string>][] = [
  ['shared components', componentMessages as unknown as Dictionary<string>],
  ['course page', coursePageMessages as unknown as Dictionary<string>],
  ['course buy section', buySectionMessages as unknown as Dictionary<string>],
  ['overview pages', overviewMessages as unknown as Dictionary<string>],
  ['course search', searchMessages as unknown as Dictionary<string>],
];

describe("the catalog's interface texts", () => {
  it.each(dictionaries)('%s: every language has every English key', async (_name, dictionary) => {
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
