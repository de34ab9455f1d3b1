// The staff's lists of orders and enquiries stay fast with a million rows.
//
// Their order (newest first, then by id) and their filters (status, course, dates) already have
// indexes in that order (0016, 0018; here one more for course and status together); a search by
// order reference or e-mail address is a range of an existing index (the unique reference,
// users.email, enquiries.email). What was missing is the search of a name, any part of it,
// whatever its case: the buyer's billing name on an order, the sender's name on an enquiry. A
// `lower(x) LIKE '%…%'` reads the whole table, so:
//
// - SQLite: an FTS5 table per list with the trigram tokenizer (case-folded; accents are kept, as
//   PostgreSQL's search keeps them), on the rows' rowids (external content), kept in step by
//   triggers on insert, delete and name change, whatever code writes the rows. The app never runs
//   VACUUM, which could renumber rowids; after one, `insert into orders_fts(orders_fts) values
//   ('rebuild')` (and the same for enquiries_fts) repairs them.
// - PostgreSQL: a trigram (pg_trgm) GIN index on the lower-cased name. lower() is cheap, so the
//   index's recheck costs little (unlike the certificates' accent folding, which 0025 stored).
//
// A term shorter than three characters has no trigram: it finds names starting with it, which
// SQLite reads from an index on the lower-cased name (enquiries have one since 0018; orders get
// one here) and PostgreSQL from the trigram index (a pattern anchored at the start has trigrams).
//
// On PostgreSQL a table past 100,000 rows gets these indexes built with CREATE INDEX CONCURRENTLY
// once the migrations have committed, so writes go on meanwhile (../online-indexes.ts).
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { createIndexOnline, dropIndexOnline } from '../online-indexes';

export const name = '0028_commerce_lists';

/** The name columns searched "any part", and their FTS table on SQLite. */
const SEARCHED = [
  { table: 'orders', column: 'billing_name' },
  { table: 'enquiries', column: 'name' },
] as const;

async function trgmSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // The inbox filtered by course and status together: without it, the count of a course's
    // enquiries of one status read every enquiry of the course.
    await createIndexOnline(
      db,
      'enquiries_course_status_created_idx',
      'enquiries',
      sql`on enquiries (course, status, created_at desc, id desc)`,
    );
    if (!postgres) {
      for (const { table, column } of SEARCHED) {
        const fts = sql.id(`${table}_fts`);
        const t = sql.id(table);
        const c = sql.id(column);
        await sql`create virtual table ${fts} using fts5(
          ${c}, content = ${sql.lit(table)}, content_rowid = 'rowid',
          tokenize = 'trigram remove_diacritics 0')`.execute(db);
        await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db);
        await sql`create trigger ${sql.id(`${table}_fts_insert`)} after insert on ${t} begin
          insert into ${fts} (rowid, ${c}) values (new.rowid, new.${c});
        end`.execute(db);
        await sql`create trigger ${sql.id(`${table}_fts_delete`)} after delete on ${t} begin
          insert into ${fts} (${fts}, rowid, ${c}) values ('delete', old.rowid, old.${c});
        end`.execute(db);
        await sql`create trigger ${sql.id(`${table}_fts_update`)} after update of ${c} on ${t} begin
          insert into ${fts} (${fts}, rowid, ${c}) values ('delete', old.rowid, old.${c});
          insert into ${fts} (rowid, ${c}) values (new.rowid, new.${c});
        end`.execute(db);
      }
      await sql`create index if not exists orders_billing_name_lower_idx
        on orders (lower(billing_name))`.execute(db);
      return;
    }
    let schema = await trgmSchema(db);
    if (!schema) {
      // 0024 creates the extension; it may have been refused there and allowed since. A failed
      // CREATE EXTENSION would end the whole transaction: a savepoint keeps it alive.
      await sql`savepoint pg_trgm`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`release savepoint pg_trgm`.execute(db);
      } catch {
        await sql`rollback to savepoint pg_trgm`.execute(db);
      }
      schema = await trgmSchema(db);
    }
    // Without the extension the searches still answer, reading the list.
    if (!schema) return;
    for (const { table, column } of SEARCHED) {
      await createIndexOnline(
        db,
        `${table}_${column}_trgm_idx`,
        table,
        sql`on ${sql.id(table)} using gin ((lower(${sql.id(column)})) ${sql.id(schema)}.gin_trgm_ops)`,
      );
    }
    // 0018's index of the lower-cased enquiry name served a prefix search the trigram index now
    // serves: keeping it would only slow writes.
    await dropIndexOnline(db, 'enquiries_name_lower_idx');
    await sql`analyze orders`.execute(db);
    await sql`analyze enquiries`.execute(db);
  },
};
