import { defineDictionary } from 'shared';
import { myAccountEn, profileEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export type Key = keyof typeof myAccountEn;

export const messages = defineDictionary<Key>(myAccountEn, loadersFor('myAccount'));

const LEVELS = ['easy', 'intermediate', 'advanced', 'practice'] as const;

/** An assessment level in the page's language (the usual ones), or as the assessment names it. */
export function levelKey(level: string): Key | null {
  return (LEVELS as readonly string[]).includes(level) ? (`level-${level}` as Key) : null;
}

export type ProfileKey = keyof typeof profileEn;

export const profileMessages = defineDictionary<ProfileKey>(profileEn, loadersFor('profile'));
