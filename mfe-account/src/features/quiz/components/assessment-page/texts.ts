import { defineDictionary, type Translate } from 'shared';
import { assessmentEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const assessmentMessages = defineDictionary(assessmentEn, loadersFor('assessment'));

type Key = keyof typeof assessmentEn;

/** A level's name in the page's language (the seeded ones), or as the server names it. */
export function levelName(t: Translate<Key>, value: string): string {
  const key = `level-${value}`;
  return key in assessmentEn ? t(key as Key) : value;
}
