import { partLoaders, type TextFiles } from '../../../lib/texts';
import type { MyAccountTranslation } from './en';

// Each language's texts of /account are one chunk, account-texts-<lang>: no other page loads
// them.
const files: TextFiles<MyAccountTranslation> = {
  hi: () => import(/* webpackChunkName: "account-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "account-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "account-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "account-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "account-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "account-texts-ar" */ './ar'),
};

/** The `defineDictionary` loaders of one of this feature's dictionaries. */
export function loadersFor<P extends keyof MyAccountTranslation>(part: P) {
  return partLoaders(files, part);
}
