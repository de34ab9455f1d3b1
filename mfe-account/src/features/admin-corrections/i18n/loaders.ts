import { partLoaders, type TextFiles } from '../../../lib/texts';
import type { CorrectionsTranslation } from './en';

// Each language's texts of every admin tab share one chunk, admin-texts-<lang>.
const files: TextFiles<CorrectionsTranslation> = {
  hi: () => import(/* webpackChunkName: "admin-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "admin-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "admin-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "admin-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "admin-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "admin-texts-ar" */ './ar'),
};

/** The `defineDictionary` loaders of one of this feature's dictionaries. */
export function loadersFor<P extends keyof CorrectionsTranslation>(part: P) {
  return partLoaders(files, part);
}
