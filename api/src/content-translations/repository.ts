// The translations of staff texts (migration 0021): read for a page in one language, read for the
// admin's editor with every language, and written one (field, language) at a time.
import { isTranslationLang, type Lang, type LangTexts, type TranslatableEntity } from 'contracts';
import type { Db } from '../db/database';

/** How many ids one `in (...)` names, well under both databases' parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** An item's translations: field -> language -> text. */
export type ItemTexts = Record<string, LangTexts>;

export class TranslationsRepository {
  constructor(private readonly db: Db) {}

  /** The items' texts in `lang`: id -> field -> text (English has none: it is the item's own). */
  async inLang(
    entity: TranslatableEntity,
    ids: readonly string[],
    lang: Lang,
  ): Promise<Map<string, Map<string, string>>> {
    const found = new Map<string, Map<string, string>>();
    if (lang === 'en' || ids.length === 0) return found;
    for (const part of chunks([...new Set(ids)])) {
      const rows = await this.db
        .selectFrom('contentTranslations')
        .select(['entityId', 'field', 'text'])
        .where('entity', '=', entity)
        .where('lang', '=', lang)
        .where('entityId', 'in', part)
        .execute();
      for (const row of rows) {
        const fields = found.get(row.entityId) ?? new Map<string, string>();
        fields.set(row.field, row.text);
        found.set(row.entityId, fields);
      }
    }
    return found;
  }

  /** Every translation of the items: id -> field -> language -> text. */
  async ofItems(
    entity: TranslatableEntity,
    ids: readonly string[],
  ): Promise<Map<string, ItemTexts>> {
    const found = new Map<string, ItemTexts>();
    for (const part of chunks([...new Set(ids)])) {
      const rows = await this.db
        .selectFrom('contentTranslations')
        .select(['entityId', 'field', 'lang', 'text'])
        .where('entity', '=', entity)
        .where('entityId', 'in', part)
        .execute();
      for (const row of rows) {
        if (!isTranslationLang(row.lang)) continue;
        const item = found.get(row.entityId) ?? {};
        item[row.field] = { ...item[row.field], [row.lang]: row.text };
        found.set(row.entityId, item);
      }
    }
    return found;
  }

  /** Sets one translation, or removes it when `text` is null. */
  async set(
    key: { entity: TranslatableEntity; entityId: string; field: string; lang: string },
    text: string | null,
    now: string,
  ): Promise<void> {
    if (text === null) {
      await this.db
        .deleteFrom('contentTranslations')
        .where('entity', '=', key.entity)
        .where('entityId', '=', key.entityId)
        .where('field', '=', key.field)
        .where('lang', '=', key.lang)
        .execute();
      return;
    }
    await this.db
      .insertInto('contentTranslations')
      .values({ ...key, text, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(['entity', 'entityId', 'field', 'lang']).doUpdateSet({ text, updatedAt: now }),
      )
      .execute();
  }
}
