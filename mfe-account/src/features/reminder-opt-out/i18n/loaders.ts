import { partLoaders, type TextFiles } from '../../../lib/texts';
import type { ReminderOptOutTranslation } from './en';

// Each language's texts of the opt-out page are a small chunk of their own: only a person who
// follows a reminder's link ever loads them.
const files: TextFiles<ReminderOptOutTranslation> = {
  hi: () => import(/* webpackChunkName: "reminder-opt-out-texts-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "reminder-opt-out-texts-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "reminder-opt-out-texts-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "reminder-opt-out-texts-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "reminder-opt-out-texts-it" */ './it'),
  ar: () => import(/* webpackChunkName: "reminder-opt-out-texts-ar" */ './ar'),
};

/** The `defineDictionary` loaders of one of this feature's dictionaries. */
export function loadersFor<P extends keyof ReminderOptOutTranslation>(part: P) {
  return partLoaders(files, part);
}
