import type { Lang } from 'shared';

/** The languages whose texts load on demand; English is bundled with each screen. */
export type OtherLang = Exclude<Lang, 'en'>;

/** A plural text's base name: `imported` of `imported_one` / `imported_other`. */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;

/**
 * The plural forms a language may add beyond English's `_one` and `_other` (Arabic uses all of
 * Intl.PluralRules' categories); usePlural falls back to `_other` where one is missing.
 */
type PluralForms<T> = Partial<
  Record<`${PluralBase<keyof T & string>}_${'zero' | 'two' | 'few' | 'many'}`, string>
>;

/**
 * One language's texts for one dictionary. Every key of the English texts must be translated
 * (the compiler and the dictionary tests both check), so nothing silently falls back to English.
 * Typed from the English objects, not from the dictionaries built on them: those name the
 * language files as their loaders, which would be circular.
 */
export type Texts<T> = Record<keyof T, string> & PluralForms<T>;

/** One language's texts for a group of dictionaries, keyed as the English group is. */
export type Translation<T> = { [P in keyof T]: Texts<T[P]> };

/** The files of a group of dictionaries, one dynamic import per language. */
export type TextFiles<T> = Record<OtherLang, () => Promise<{ default: T }>>;

/** The `defineDictionary` loaders of one dictionary of a group: its part of each file. */
export function partLoaders<T, P extends keyof T>(files: TextFiles<T>, part: P) {
  const out: Partial<Record<OtherLang, () => Promise<{ default: T[P] }>>> = {};
  for (const lang of Object.keys(files) as OtherLang[]) {
    out[lang] = () => files[lang]().then((m) => ({ default: m.default[part] }));
  }
  return out;
}
