// The admin's certificate list and its searches stay fast with a million certificates.
//
// - The list is newest first (created_at, then certificate_id): an index in that order lets a
//   page read twenty entries instead of sorting, and lets a cursor start mid-list. It replaces
//   0020's index on created_at alone.
// - An ID prefix search is a range on the existing unique index of certificate_id, and an e-mail
//   search a range on recipient_email's index (0019): nothing to add for those.
// - A name search finds any part of the name, whatever its case and accents, in any script.
//   SQLite: an FTS5 table with the trigram tokenizer (case-folded, Latin diacritics removed),
//   kept in step with the certificates by triggers, whatever code writes them. It uses the
//   certificates' rowids (external content): the app never runs VACUUM, which could renumber
//   them; after one, `insert into certificates_fts(certificates_fts) values ('rebuild')` repairs it.
//   PostgreSQL: a trigram (pg_trgm) GIN index on the name lower-cased with its accents removed
//   (CERTIFICATE_NAME_KEY below); the query repeats that expression so the planner uses the index.
//   Where the extension cannot be created (a managed database without the right), the
//   migration goes on without that index: the search still answers, by reading the table.
//
// On PostgreSQL a table past 100,000 rows gets these indexes built with CREATE INDEX CONCURRENTLY
// once the migrations have committed, so writes go on meanwhile (../online-indexes.ts).
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { createIndexOnline, dropIndexOnline } from '../online-indexes';

export const name = '0024_certificate_search';

/**
 * The name as a PostgreSQL name search compares it: decomposed (NFD), without its combining
 * accents (U+0300 to U+036F), lower-cased. Immutable, so an index can be built on it.
 */
export const CERTIFICATE_NAME_KEY = `lower(regexp_replace(normalize(full_name, NFD), '[\\u0300-\\u036f]', '', 'g'))`;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await createIndexOnline(
      db,
      'certificates_list_idx',
      'certificates',
      sql`on certificates (created_at desc, certificate_id)`,
    );
    // 0020's index on created_at alone: the new one leads with the same column and serves its
    // readers (the admin home's counts by creation), so keeping both would only slow writes.
    await dropIndexOnline(db, 'certificates_created_idx');
    if (!postgres) {
      await sql`create virtual table certificates_fts using fts5(
        full_name, content = 'certificates', content_rowid = 'rowid',
        tokenize = 'trigram remove_diacritics 1')`.execute(db);
      await sql`insert into certificates_fts (certificates_fts) values ('rebuild')`.execute(db);
      await sql`create trigger certificates_fts_insert after insert on certificates begin
        insert into certificates_fts (rowid, full_name) values (new.rowid, new.full_name);
      end`.execute(db);
      await sql`create trigger certificates_fts_delete after delete on certificates begin
        insert into certificates_fts (certificates_fts, rowid, full_name)
          values ('delete', old.rowid, old.full_name);
      end`.execute(db);
      await sql`create trigger certificates_fts_update after update of full_name on certificates begin
        insert into certificates_fts (certificates_fts, rowid, full_name)
          values ('delete', old.rowid, old.full_name);
        insert into certificates_fts (rowid, full_name) values (new.rowid, new.full_name);
      end`.execute(db);
      return;
    }
    const trgmSchema = async () =>
      (
        await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
          join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
      ).rows[0]?.schema;
    let schema = await trgmSchema();
    if (!schema) {
      // A failed CREATE EXTENSION would end the whole transaction: a savepoint keeps it alive.
      await sql`savepoint pg_trgm`.execute(db);
      try {
        // In public, beside the other extensions: a schema of its own would be dropped with it.
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`release savepoint pg_trgm`.execute(db);
      } catch {
        // No right to create it, or another database user created it at the same moment (its
        // commit made ours fail): in the second case it is there now.
        await sql`rollback to savepoint pg_trgm`.execute(db);
      }
      schema = await trgmSchema();
    }
    if (schema) {
      await createIndexOnline(
        db,
        'certificates_name_trgm_idx',
        'certificates',
        sql`on certificates
          using gin ((${sql.raw(CERTIFICATE_NAME_KEY)}) ${sql.id(schema)}.gin_trgm_ops)`,
      );
    }
  },
};
