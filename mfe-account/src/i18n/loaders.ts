import type { Lang } from 'shared';
import type { AccountTranslations, AuthTranslations, QuizTranslations } from './types';

type Part = keyof AccountTranslations;
type Other = Exclude<Lang, 'en'>;
type Files<T> = Record<Other, () => Promise<{ default: T }>>;

// One chunk per language and group, fetched only when that language is chosen on a screen
// of the group: the sign-in screens never load the quiz texts, and the quiz never the sign-in's.
const authFiles: Files<AuthTranslations> = {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
};

const quizFiles: Files<QuizTranslations> = {
  hi: () => import('./quiz/hi'),
  nl: () => import('./quiz/nl'),
  fr: () => import('./quiz/fr'),
  pt: () => import('./quiz/pt'),
  it: () => import('./quiz/it'),
  ar: () => import('./quiz/ar'),
};

const quizParts: ReadonlySet<Part> = new Set<keyof QuizTranslations>([
  'quiz',
  'table',
  'assessment',
]);

/** The group a part's texts are in: the sign-in screens or /test. */
function filesOf(part: Part): Files<Partial<AccountTranslations>> {
  return quizParts.has(part) ? quizFiles : authFiles;
}

/** The `defineDictionary` loaders for one part of the account texts. */
export function loadersFor<P extends Part>(part: P) {
  const files = filesOf(part);
  const out: Partial<Record<Other, () => Promise<{ default: AccountTranslations[P] }>>> = {};
  for (const lang of Object.keys(files) as Other[]) {
    out[lang] = () =>
      files[lang]().then((m) => ({ default: m.default[part] as AccountTranslations[P] }));
  }
  return out;
}
