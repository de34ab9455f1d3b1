import { partLoaders, type TextFiles } from '../../lib/texts';
import type { ComponentsTranslation } from './en';

// The data table's texts ride in each language's quiz chunk, quiz-texts-<lang> (webpack merges
// the dynamic imports of one chunk name): /test shows a table, so it loads one text chunk per
// language, and the admin tabs' tables fetch that chunk beside admin-texts-<lang>.
const files: TextFiles<ComponentsTranslation> = {
  hi: () => import(/* webpackChunkName: "quiz-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "quiz-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "quiz-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "quiz-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "quiz-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "quiz-texts-ar" */ './ar'),
};

/** The `defineDictionary` loaders of one of the components' dictionaries. */
export function loadersFor<P extends keyof ComponentsTranslation>(part: P) {
  return partLoaders(files, part);
}
