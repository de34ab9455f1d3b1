import { loadDictionary, prefixedLangs, type Dictionary } from 'shared';
import { aboutMessages } from '../features/about/about-messages';
import { contactMessages } from '../features/contact/contact-messages';
import { homeMessages } from '../features/home/home-messages';
import { internalExamsMessages } from '../features/internal-exams/messages';
import { chromeMessages } from '../lib/chrome-messages';
import { footerMessages } from './layout/footer-messages';

const dictionaries: [string, Dictionary<string>][] = [
  ['chrome', chromeMessages as unknown as Dictionary<string>],
  ['footer', footerMessages as unknown as Dictionary<string>],
  ['home', homeMessages as unknown as Dictionary<string>],
  ['contact', contactMessages as unknown as Dictionary<string>],
  ['about', aboutMessages as unknown as Dictionary<string>],
  ['internal exams', internalExamsMessages as unknown as Dictionary<string>],
];

describe("the shell's dictionaries", () => {
  it.each(dictionaries)(
    '%s: every language has every English key, and no other',
    async (_name, dictionary) => {
      const english = Object.keys(dictionary.en).sort();
      for (const lang of prefixedLangs) {
        await loadDictionary(dictionary, lang);
        const texts = dictionary.loaded.get(lang) ?? {};
        expect({ lang, keys: Object.keys(texts).sort() }).toEqual({ lang, keys: english });
        // A text left in English by mistake: the same words as English, beyond names and codes.
        const copied = english.filter((key) => {
          const text = texts[key] ?? '';
          return text === dictionary.en[key] && /\b[a-z]{4,}\b.*\b[a-z]{4,}\b/.test(text);
        });
        expect({ lang, copied }).toEqual({ lang, copied: [] });
      }
    },
  );
});
