import { partLoaders, type TextFiles } from '../../../lib/texts';
import type { InboxTranslation } from './en';

// Each language's texts of every admin tab share one chunk, admin-texts-<lang> (webpack merges
// the dynamic imports of one chunk name), as the other tabs' do.
const files: TextFiles<InboxTranslation> = {
  hi: () => import(/* webpackChunkName: "admin-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "admin-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "admin-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "admin-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "admin-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "admin-texts-ar" */ './ar'),
};

/** The `defineDictionary` loaders of one of this feature's dictionaries. */
export function loadersFor<P extends keyof InboxTranslation>(part: P) {
  return partLoaders(files, part);
}
