// A page's staff texts in the request's language: each text's translation where staff gave one,
// the English text otherwise, with the language the text is in (so the page can mark English
// text as English for screen readers and say which items fell back).
import type { Lang, TranslatableEntity } from 'contracts';
import type { Db } from '../db/database';
import { TranslationsRepository } from './repository';

/** A text as shown, with its language. */
export interface Shown {
  text: string;
  lang: Lang;
}

/** Looks up a field of an item in the chosen language, English where it has no translation. */
export type Translator = (id: string, field: string, english: string) => Shown;

/** The translator for these items in `lang` (one query, whatever the number of items' fields). */
export async function translator(
  db: Db,
  entity: TranslatableEntity,
  ids: readonly string[],
  lang: Lang,
): Promise<Translator> {
  const found = await new TranslationsRepository(db).inLang(entity, ids, lang);
  return (id, field, english) => {
    const text = found.get(id)?.get(field);
    return text ? { text, lang } : { text: english, lang: 'en' };
  };
}
