import { partLoaders, type TextFiles } from '../../../lib/texts';
import type { QuizTranslation } from './en';

// Each language's texts of /test are one chunk, quiz-texts-<lang> (with the data table's, from
// src/components/i18n): the sign-in screens never load them.
const files: TextFiles<QuizTranslation> = {
  hi: () => import(/* webpackChunkName: "quiz-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "quiz-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "quiz-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "quiz-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "quiz-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "quiz-texts-ar" */ './ar'),
};

/** The `defineDictionary` loaders of one of this feature's dictionaries. */
export function loadersFor<P extends keyof QuizTranslation>(part: P) {
  return partLoaders(files, part);
}
