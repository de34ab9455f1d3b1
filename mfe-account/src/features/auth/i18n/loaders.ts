import { partLoaders, type TextFiles } from '../../../lib/texts';
import type { AuthTranslation } from './en';

// Each language's sign-in texts are one chunk, auth-texts-<lang>, fetched only when that language
// is chosen on a sign-in screen: the quiz and the admin panel never load them.
const files: TextFiles<AuthTranslation> = {
  hi: () => import(/* webpackChunkName: "auth-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "auth-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "auth-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "auth-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "auth-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "auth-texts-ar" */ './ar'),
};

/** The `defineDictionary` loaders of one of this feature's dictionaries. */
export function loadersFor<P extends keyof AuthTranslation>(part: P) {
  return partLoaders(files, part);
}
