// The certificates at a million rows: PostgreSQL's name search within its budget, and the
// signing run that finds the unsigned certificates without reading the table.
//
// 0024 indexed an expression (the name lower-cased, its accents removed) with pg_trgm. The index
// finds the candidates, but PostgreSQL then rechecks every candidate by computing the expression
// again on its name, and the capped count reads up to a thousand of them: that recheck was most
// of a search's time. The planner also prices the expression as cheap, so for some terms it read
// the whole table in order, normalising every name on the way.
//
// Here the normalised name is stored, in `name_search`, and the trigram index is on that column:
// the recheck and any filter become a plain LIKE on a stored string. A trigger fills the column
// on every insert and on every change of full_name, so no code that writes certificates (the
// admin's form, the CSV import, assessments, name corrections, account deletion, the generator)
// has to know about it. A generated column would do the same, but adding one rewrites the whole
// table under a lock that stops reads too; the plain column is added at once and filled here in
// batches (by certificate_id, so each batch reads its range of the unique index).
//
// SQLite keeps 0024's FTS5 table, which already stores what it searches: nothing changes there.
//
// On both databases, a partial index holds only the certificates still without a credential, in
// the order the signing run takes them: the run (and start-up's look for one) reads that index,
// which is empty once all are signed, instead of the whole table.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { createIndexOnline, dropIndexOnline } from '../online-indexes';
import { CERTIFICATE_NAME_KEY } from './0024-certificate-search';

export const name = '0025_certificate_scale';

/** Rows filled per UPDATE while backfilling an existing database. */
export const BACKFILL_BATCH = 10_000;

/**
 * Fills name_search for every certificate, BACKFILL_BATCH rows per UPDATE in certificate_id
 * order, so no statement holds more than a batch of rows at a time.
 */
export async function fillNameSearch(db: Kysely<unknown>, batch = BACKFILL_BATCH): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ last: string | null }>`
        with batch as (
          select certificate_id from certificates
          where certificate_id > ${after}
          order by certificate_id
          limit ${batch}
        ), filled as (
          update certificates set name_search = ${sql.raw(CERTIFICATE_NAME_KEY)}
          where certificate_id in (select certificate_id from batch)
          returning certificate_id
        )
        select max(certificate_id) as last from filled`.execute(db);
    const last = rows[0]?.last;
    if (!last) break;
    after = last;
  }
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await createIndexOnline(
      db,
      'certificates_unsigned_idx',
      'certificates',
      sql`on certificates (created_at) where credential is null`,
    );
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`alter table certificates add column if not exists name_search text`.execute(db);
    // The same expression as 0024's index, on the new row.
    const key = CERTIFICATE_NAME_KEY.replace('full_name', 'new.full_name');
    await sql`create or replace function certificates_name_search() returns trigger
      language plpgsql as $$
      begin
        new.name_search := ${sql.raw(key)};
        return new;
      end
      $$`.execute(db);
    // Created before the backfill: a row written meanwhile is filled by the trigger.
    await sql`create trigger certificates_name_search
      before insert or update of full_name on certificates
      for each row execute function certificates_name_search()`.execute(db);

    await fillNameSearch(db);

    const schema = (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
    // 0024's index on the expression is no longer read; keeping it would only slow writes.
    await dropIndexOnline(db, 'certificates_name_trgm_idx');
    if (schema) {
      await createIndexOnline(
        db,
        'certificates_name_search_trgm_idx',
        'certificates',
        sql`on certificates using gin (name_search ${sql.id(schema)}.gin_trgm_ops)`,
      );
    }
    // The planner's estimates for the new column (a LIKE's selectivity decides its plan).
    await sql`analyze certificates`.execute(db);
  },
};
