// Texts that staff type for visitors (an assessment's name, a batch's schedule, a review, a blog
// post) are written in English and may be given in each of the site's other six languages. These
// plain values (no TypeBox, so a page importing them does not bundle the schema builder) say which
// texts are translatable and how long each may be: a translation obeys the English field's limits.
import type { Lang } from './languages';

/** The languages a staff text is translated into (English is the text itself). */
export const TRANSLATION_LANGS = [
  'hi',
  'nl',
  'fr',
  'pt',
  'it',
  'ar',
] as const satisfies readonly Lang[];
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];

export function isTranslationLang(value: unknown): value is TranslationLang {
  return (TRANSLATION_LANGS as readonly unknown[]).includes(value);
}

/** One translatable field: its length limits (trimmed) and whether it spans lines. */
export interface TranslatableField {
  min: number;
  max: number;
  multiline: boolean;
}

/** The translatable texts of each kind of item, by field, with the English field's limits. */
export const TRANSLATABLE = {
  assessment: {
    name: { min: 2, max: 120, multiline: false },
    description: { min: 1, max: 2000, multiline: true },
  },
  batch: {
    schedule: { min: 1, max: 100, multiline: false },
  },
  review: {
    text: { min: 1, max: 2000, multiline: true },
  },
  blog_post: {
    title: { min: 1, max: 200, multiline: false },
    excerpt: { min: 1, max: 500, multiline: true },
    body: { min: 1, max: 20000, multiline: true },
  },
} as const satisfies Record<string, Record<string, TranslatableField>>;

export type TranslatableEntity = keyof typeof TRANSLATABLE;
export const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE) as TranslatableEntity[];
export type TranslatableFieldOf<E extends TranslatableEntity> = keyof (typeof TRANSLATABLE)[E] &
  string;

/** A field's texts by language (only the languages it has). */
export type LangTexts = Partial<Record<TranslationLang, string>>;

/**
 * The languages an item lacks: for each field whose English text is not empty, each language
 * without a translation (an empty English description needs none).
 */
export function missingLangs(
  english: Record<string, string>,
  texts: Record<string, LangTexts | undefined>,
): TranslationLang[] {
  return TRANSLATION_LANGS.filter((lang) =>
    Object.entries(english).some(
      ([field, value]) => value.trim() !== '' && !texts[field]?.[lang]?.trim(),
    ),
  );
}
