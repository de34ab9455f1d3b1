import { defineDictionary, type Translate } from 'shared';
import { quizEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const quizMessages = defineDictionary(quizEn, loadersFor('quiz'));

/** The question categories the bank serves. */
export const quizCategories = ['networking', 'security', 'cloud'] as const;

type Key = keyof typeof quizEn;

/** A category's name in the page's language (the usual ones), or as the bank names it. */
export function categoryName(t: Translate<Key>, c: string): string {
  return (quizCategories as readonly string[]).includes(c)
    ? t(c as (typeof quizCategories)[number])
    : c;
}
