// Translations of the texts staff type for visitors (assessments' names and descriptions,
// batches' schedules, reviews, blog posts), one row per (kind of item, item, field, language).
// One table rather than six columns per translated field: a new translatable text or a new
// language needs no migration, an item's missing languages are one query, and the English text
// stays where it is (in the item's own table), so every existing reader and writer of those
// tables is unchanged and English remains the fallback. `entity_id` is the item's own id (an
// assessment's `id`, not its slug); a deleted item's rows are removed by the code that deletes it.
// The index on (entity, lang, entity_id) serves a page's lookup: one kind, one language, its items.
import type { Kysely, Migration } from 'kysely';

export const name = '0021_content_translations';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_translations')
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_translations_pkey', [
        'entity',
        'entity_id',
        'field',
        'lang',
      ])
      .execute();
    await db.schema
      .createIndex('content_translations_by_lang')
      .on('content_translations')
      .columns(['entity', 'lang', 'entity_id'])
      .execute();
  },
};
