import type { Dictionary, Lang } from 'shared';
import { forgotMessages } from '../features/auth/components/forgot-password';
import { loginMessages } from '../features/auth/components/login-form';
import { otpMessages } from '../features/auth/components/otp-input';
import { signupMessages } from '../features/auth/components/signup-form';
import { tableMessages } from '../components/data-table';
import { passwordMessages } from '../components/password-input';
import { assessmentMessages } from '../features/quiz/components/assessment-page';
import { quizMessages } from '../features/quiz/components/quiz-page';

const others: Array<Exclude<Lang, 'en'>> = ['hi', 'nl', 'fr', 'pt', 'it', 'ar'];

const dictionaries: Record<string, Dictionary<string>> = {
  login: loginMessages,
  signup: signupMessages,
  forgot: forgotMessages,
  password: passwordMessages,
  otp: otpMessages,
  quiz: quizMessages,
  table: tableMessages,
  assessment: assessmentMessages,
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Missing keys would silently fall back to English; this loads each language as the screens do.
describe.each(Object.entries(dictionaries))('the %s texts', (_, dictionary) => {
  it.each(others)('are complete in %s, with the same placeholders', async (lang) => {
    const loader = dictionary.loaders[lang];
    expect(loader).toBeDefined();
    const texts = (await loader!()).default as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(dictionary.en).sort());
    for (const [key, english] of Object.entries(dictionary.en)) {
      const text = texts[key] ?? '';
      expect({ key, text: text.trim() === '' ? '(empty)' : 'ok' }).toEqual({ key, text: 'ok' });
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(english),
      });
    }
  });

  it('keep the product and brand names untranslated', async () => {
    const names = ['LinkedIn', 'CompTIA', 'PECB', 'Unity', 'Tally', 'Microsoft'];
    for (const lang of others) {
      const texts = (await dictionary.loaders[lang]!()).default as Record<string, string>;
      for (const [key, english] of Object.entries(dictionary.en)) {
        const kept = names.filter((n) => english.includes(n));
        expect({ lang, key, names: kept.filter((n) => texts[key]?.includes(n)) }).toEqual({
          lang,
          key,
          names: kept,
        });
      }
    }
  });
});
