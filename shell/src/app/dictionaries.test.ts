import { loadDictionary, prefixedLangs, type Dictionary } from 'shared';
import { aboutMessages } from '../features/about/about-messages';
import { contactMessages } from '../features/contact/contact-messages';
import { faqTexts } from '../features/faq/faq-data';
import { listsMessages } from '../features/content/lists-messages';
import { textPagesTexts } from '../features/text-pages/text-pages';
import { galleryMessages } from '../features/gallery/gallery-messages';
import { servicesTexts } from '../features/services/services-data';
import { homeMessages } from '../features/home/home-messages';
import { internalExamsMessages } from '../features/internal-exams/messages';
import { remoteAreaMessages } from '../lib/remotes/i18n/messages';
import { chromeMessages } from './layout/i18n/messages';
import { footerMessages } from './layout/footer/i18n/messages';

const dictionaries: [string, Dictionary<string>][] = [
  ['chrome', chromeMessages as unknown as Dictionary<string>],
  ['remote fallback', remoteAreaMessages as unknown as Dictionary<string>],
  ['footer', footerMessages as unknown as Dictionary<string>],
  ['home', homeMessages as unknown as Dictionary<string>],
  ['contact', contactMessages as unknown as Dictionary<string>],
  ['about', aboutMessages as unknown as Dictionary<string>],
  ['internal exams', internalExamsMessages as unknown as Dictionary<string>],
  ['services', servicesTexts as unknown as Dictionary<string>],
  ['FAQ', faqTexts as unknown as Dictionary<string>],
  ['text pages', textPagesTexts as unknown as Dictionary<string>],
  ['reviews, blogs and resources', listsMessages as unknown as Dictionary<string>],
  ['gallery', galleryMessages as unknown as Dictionary<string>],
];

/** A plural form a language has beyond English's _one and _other (Arabic's _zero, _two, _few, _many). */
function isExtraPluralForm(key: string, english: string[]): boolean {
  const match = /^(.*)_(zero|two|few|many)$/.exec(key);
  return match !== null && english.includes(`${match[1]}_other`);
}

describe("the shell's dictionaries", () => {
  it.each(dictionaries)(
    '%s: every language has every English key, and no other',
    async (_name, dictionary) => {
      const english = Object.keys(dictionary.en).sort();
      for (const lang of prefixedLangs) {
        await loadDictionary(dictionary, lang);
        const texts = dictionary.loaded.get(lang) ?? {};
        const keys = Object.keys(texts).filter((key) => !isExtraPluralForm(key, english));
        expect({ lang, keys: keys.sort() }).toEqual({ lang, keys: english });
        // Placeholders survive translation: a text that drops {count} would show a gap
        // ('one image' may spell its number out).
        const lost = english.filter(
          (key) =>
            !/_one$/.test(key) &&
            (dictionary.en[key]!.match(/\{\w+\}/g) ?? []).some((p) => !texts[key]?.includes(p)),
        );
        expect({ lang, lost }).toEqual({ lang, lost: [] });
        // A text left in English by mistake: the same words as English, beyond names and codes.
        const copied = english.filter((key) => {
          const text = texts[key] ?? '';
          return (
            text === dictionary.en[key] &&
            /\b[a-z]{4,}\b.*\b[a-z]{4,}\b/.test(text.replace(/\{\w+\}/g, ''))
          );
        });
        expect({ lang, copied }).toEqual({ lang, copied: [] });
      }
    },
  );
});
