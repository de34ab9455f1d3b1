// Indexes added to tables that may be large, without stopping the site's writes on PostgreSQL.
//
// A migration runs inside one transaction, and PostgreSQL's CREATE INDEX holds a lock that makes
// every INSERT, UPDATE and DELETE on the table wait until the index is built: seconds to minutes
// at a million rows. CREATE INDEX CONCURRENTLY lets writes go on while it builds, but cannot run
// inside a transaction. So a migration asks for its index through `createIndexOnline`:
//
// - On SQLite (one process, embedded) the index is created at once, as before.
// - On PostgreSQL, a table of up to `onlineIndexes.minRows` rows gets it at once too (the lock
//   lasts milliseconds). A larger table's index is recorded in `deferred_indexes`, committed with
//   the migration, and built by `buildDeferredIndexes` with CREATE INDEX CONCURRENTLY right after
//   the migrations, before this instance serves: the instances still running the previous build
//   keep reading and writing meanwhile. One instance builds at a time (an advisory lock); a build
//   interrupted part-way leaves an invalid index, which the next start drops and builds again.
//
// A migration that drops such an index uses `dropIndexOnline`, so that an index recorded by an
// earlier migration of the same upgrade is not built after all.
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Tables with more rows than this get their new indexes built concurrently (PostgreSQL). */
export const onlineIndexes = { minRows: 100_000 };

const isPostgres = <T>(db: Kysely<T>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function hasMoreRows(db: Kysely<unknown>, table: string, than: number): Promise<boolean> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from
    (select 1 from ${sql.id(table)} limit ${than + 1}) as head`.execute(db);
  return Number(rows[0]?.n ?? 0) > than;
}

async function deferredTableExists<T>(db: Kysely<T>): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null;
  }>`select to_regclass('deferred_indexes')::text as found`.execute(db);
  return Boolean(rows[0]?.found);
}

/**
 * Creates index `name` on `table`; `definition` is what follows the name (`on t (a, b) where …`),
 * written with identifiers and literals only (it is stored as text on PostgreSQL).
 */
export async function createIndexOnline(
  db: Kysely<unknown>,
  name: string,
  table: string,
  definition: RawBuilder<unknown>,
): Promise<void> {
  if (!isPostgres(db) || !(await hasMoreRows(db, table, onlineIndexes.minRows))) {
    await sql`create index if not exists ${sql.id(name)} ${definition}`.execute(db);
    return;
  }
  const compiled = sql`${sql.id(name)} ${definition}`.compile(db);
  if (compiled.parameters.length > 0) {
    throw new Error(`index ${name}: its definition must not take parameters`);
  }
  await sql`create table if not exists deferred_indexes (
    name text primary key,
    table_name text not null,
    definition text not null
  )`.execute(db);
  await sql`insert into deferred_indexes (name, table_name, definition)
    values (${name}, ${table}, ${compiled.sql})
    on conflict (name) do update
      set table_name = excluded.table_name, definition = excluded.definition`.execute(db);
}

/** Drops index `name`, and forgets it if an earlier migration deferred its build. */
export async function dropIndexOnline(db: Kysely<unknown>, name: string): Promise<void> {
  if (isPostgres(db) && (await deferredTableExists(db))) {
    await sql`delete from deferred_indexes where name = ${name}`.execute(db);
  }
  await sql`drop index if exists ${sql.id(name)}`.execute(db);
}

/**
 * Builds the indexes the migrations deferred (PostgreSQL; nothing to do on SQLite), concurrently,
 * then refreshes the planner's statistics of their tables. Returns the names built.
 */
export async function buildDeferredIndexes<T>(db: Kysely<T>): Promise<string[]> {
  if (!isPostgres(db) || !(await deferredTableExists(db))) return [];
  // One connection for the lock and the builds, each statement its own transaction.
  return db.connection().execute(async (conn) => {
    const lock = sql`hashtext('deferred_indexes:' || current_schema())`;
    await sql`select pg_advisory_lock(${lock})`.execute(conn);
    try {
      const { rows } = await sql<{
        name: string;
        tableName: string;
        definition: string;
      }>`select name, table_name as "tableName", definition from deferred_indexes
        order by name`.execute(conn);
      for (const { name, definition } of rows) {
        const { rows: invalid } = await sql<{ name: string }>`select c.relname as name
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname = ${name} and c.relnamespace = current_schema()::regnamespace
            and not i.indisvalid`.execute(conn);
        if (invalid.length > 0) {
          await sql`drop index concurrently if exists ${sql.id(name)}`.execute(conn);
        }
        await sql`create index concurrently if not exists ${sql.raw(definition)}`.execute(conn);
        await sql`delete from deferred_indexes where name = ${name}`.execute(conn);
      }
      for (const table of new Set(rows.map((row) => row.tableName))) {
        await sql`analyze ${sql.id(table)}`.execute(conn);
      }
      return rows.map((row) => row.name);
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(conn);
    }
  });
}
