// The admin's lists of people and their results stay fast with a million rows: accounts, quiz
// results and assessment attempts, as 0024 and 0025 did for certificates.
//
// - Each list is read in its own order (newest first, then by id), so an index in that order lets
//   a page read a page's worth of entries instead of sorting the table, and lets a cursor start
//   mid-list. Results are only the submitted quiz attempts: partial indexes hold those alone.
// - A filtered page (one person's results, one assessment's attempts) reads an index that starts
//   with the filter's column and goes on in the list's order.
// - Accounts are searched by any part of their username, full name or address, whatever the
//   case and Latin accents; results and attempts by the accounts that match. An address prefix
//   (a term with `@`) reads the unique index of users.email (stored lower-cased).
//   SQLite: an FTS5 table with the trigram tokenizer over the three columns, external content,
//   kept in step by triggers whatever code writes them (0024 explains the rowid caveat).
//   PostgreSQL: the three, normalised (USER_SEARCH_KEY), stored in users.search_key by a trigger,
//   with a pg_trgm GIN index (0025 explains why a stored column rather than an expression).
//
// On PostgreSQL a table past 100,000 rows gets these indexes built with CREATE INDEX CONCURRENTLY
// once the migrations have committed, so writes go on meanwhile (../online-indexes.ts).
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { createIndexOnline } from '../online-indexes';

export const name = '0027_people_lists';

/**
 * What a PostgreSQL search of accounts compares: username, full name and address, one per line,
 * decomposed (NFD), without combining accents, lower-cased. `row` is the trigger's `new`, or ''
 * for the table itself.
 */
export function userSearchKey(row = ''): string {
  const col = (name: string) => (row ? `${row}.${name}` : name);
  return `lower(regexp_replace(normalize(${col('username')} || chr(10) || ${col('full_name')} || chr(10) || ${col('email')}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;
}

/** Rows filled per UPDATE while backfilling an existing database. */
export const BACKFILL_BATCH = 10_000;

/** Fills users.search_key, BACKFILL_BATCH rows per UPDATE in id order. */
export async function fillUserSearchKey(
  db: Kysely<unknown>,
  batch = BACKFILL_BATCH,
): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ last: string | null }>`
        with batch as (
          select id from users where id > ${after} order by id limit ${batch}
        ), filled as (
          update users set search_key = ${sql.raw(userSearchKey())}
          where id in (select id from batch)
          returning id
        )
        select max(id) as last from filled`.execute(db);
    const last = rows[0]?.last;
    if (!last) break;
    after = last;
  }
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const [name, table, definition] of [
      ['users_list_idx', 'users', sql`on users (created_at desc, id)`],
      [
        'quiz_attempts_results_idx',
        'quiz_attempts',
        sql`on quiz_attempts (submitted_at desc, id) where submitted_at is not null`,
      ],
      [
        'quiz_attempts_user_results_idx',
        'quiz_attempts',
        sql`on quiz_attempts (user_id, submitted_at desc, id) where submitted_at is not null`,
      ],
      [
        'quiz_attempts_category_results_idx',
        'quiz_attempts',
        sql`on quiz_attempts (category, submitted_at desc, id) where submitted_at is not null`,
      ],
      [
        'assessment_attempts_list_idx',
        'assessment_attempts',
        sql`on assessment_attempts (started_at desc, id)`,
      ],
      [
        'assessment_attempts_assessment_list_idx',
        'assessment_attempts',
        sql`on assessment_attempts (assessment_id, started_at desc, id)`,
      ],
    ] as const) {
      await createIndexOnline(db, name, table, definition);
    }
    if (!postgres) {
      await sql`create virtual table users_fts using fts5(
        username, full_name, email, content = 'users', content_rowid = 'rowid',
        tokenize = 'trigram remove_diacritics 1')`.execute(db);
      await sql`insert into users_fts (users_fts) values ('rebuild')`.execute(db);
      await sql`create trigger users_fts_insert after insert on users begin
        insert into users_fts (rowid, username, full_name, email)
          values (new.rowid, new.username, new.full_name, new.email);
      end`.execute(db);
      await sql`create trigger users_fts_delete after delete on users begin
        insert into users_fts (users_fts, rowid, username, full_name, email)
          values ('delete', old.rowid, old.username, old.full_name, old.email);
      end`.execute(db);
      await sql`create trigger users_fts_update after update of username, full_name, email on users
      begin
        insert into users_fts (users_fts, rowid, username, full_name, email)
          values ('delete', old.rowid, old.username, old.full_name, old.email);
        insert into users_fts (rowid, username, full_name, email)
          values (new.rowid, new.username, new.full_name, new.email);
      end`.execute(db);
      return;
    }

    await sql`alter table users add column if not exists search_key text`.execute(db);
    await sql`create or replace function users_search_key() returns trigger
      language plpgsql as $$
      begin
        new.search_key := ${sql.raw(userSearchKey('new'))};
        return new;
      end
      $$`.execute(db);
    // Created before the backfill: a row written meanwhile is filled by the trigger.
    await sql`create trigger users_search_key
      before insert or update of username, full_name, email on users
      for each row execute function users_search_key()`.execute(db);
    await fillUserSearchKey(db);
    // 0024 created the extension when it could; without it the search reads the table.
    const schema = (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
    if (schema) {
      await createIndexOnline(
        db,
        'users_search_key_trgm_idx',
        'users',
        sql`on users using gin (search_key ${sql.id(schema)}.gin_trgm_ops)`,
      );
    }
    await sql`analyze users`.execute(db);
    await sql`analyze quiz_attempts`.execute(db);
    await sql`analyze assessment_attempts`.execute(db);
  },
};
