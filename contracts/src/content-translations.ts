// The admin's translations of staff texts (translation-rules.ts says which texts and their
// limits): one item's English texts, translations and missing languages; a change of some of its
// translations; and, per kind of item, which languages each item lacks.
import { type Static, type TSchema, Type } from 'typebox';
import { dataResponse, line, StringEnum, text } from './common';
import { TRANSLATABLE, TRANSLATION_LANGS, type TranslatableField } from './translation-rules';

const Lang = StringEnum(TRANSLATION_LANGS);

/** A field's texts by language; an unknown language is refused. */
function langTexts<T extends TSchema>(one: T) {
  return Type.Object(
    {
      hi: Type.Optional(one),
      nl: Type.Optional(one),
      fr: Type.Optional(one),
      pt: Type.Optional(one),
      it: Type.Optional(one),
      ar: Type.Optional(one),
    },
    { additionalProperties: false },
  );
}

/**
 * A field's translations as sent: a language's text replaces its translation, an empty text
 * removes it (the page shows English again). The schema bounds the raw length generously
 * (spaces around are trimmed); the route applies the field's limits to the trimmed text.
 */
function fieldBody(field: TranslatableField) {
  const raw = field.max + 200;
  return Type.Optional(langTexts(field.multiline ? text(raw) : line(raw)));
}

const A = TRANSLATABLE.assessment;
const B = TRANSLATABLE.blog_post;
const strict = { additionalProperties: false } as const;

/** PUT /translations/<entity>/<id>: some fields' translations. */
export const TranslationBodies = {
  assessment: Type.Object(
    {
      texts: Type.Object(
        { name: fieldBody(A.name), description: fieldBody(A.description) },
        strict,
      ),
    },
    strict,
  ),
  batch: Type.Object(
    { texts: Type.Object({ schedule: fieldBody(TRANSLATABLE.batch.schedule) }, strict) },
    strict,
  ),
  review: Type.Object(
    { texts: Type.Object({ text: fieldBody(TRANSLATABLE.review.text) }, strict) },
    strict,
  ),
  blog_post: Type.Object(
    {
      texts: Type.Object(
        { title: fieldBody(B.title), excerpt: fieldBody(B.excerpt), body: fieldBody(B.body) },
        strict,
      ),
    },
    strict,
  ),
};
export type TranslationBody = { texts: Record<string, Record<string, string> | undefined> };

export const TranslationIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type TranslationIdParams = Static<typeof TranslationIdParams>;

/** One item's texts: English, the translations by field and language, what is missing. */
export const ItemTranslations = Type.Object({
  id: Type.String(),
  english: Type.Record(Type.String(), Type.String()),
  texts: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
  missing: Type.Array(Lang, { description: 'languages lacking a translation of some text' }),
});
export type ItemTranslations = Static<typeof ItemTranslations>;
export const ItemTranslationsResponse = dataResponse(ItemTranslations);
export type ItemTranslationsResponse = Static<typeof ItemTranslationsResponse>;

/**
 * Every item of a kind with the languages it lacks (an empty list: fully translated), and a short
 * English label an admin knows it by (a name, a title, a reviewer with the start of the review).
 */
export const MissingTranslationsList = dataResponse(
  Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String({ description: 'how the admin recognises the item, in English' }),
      missing: Type.Array(Lang),
    }),
  ),
);
export type MissingTranslationsList = Static<typeof MissingTranslationsList>;
