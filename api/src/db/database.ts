// One Kysely instance, two dialects: better-sqlite3 (embedded default, WAL) or PostgreSQL via
// pg. Everything above this file is dialect-agnostic: one query code path.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { createPrivateFileSync, ensurePrivateDirSync } from '../lib/private-files';
import { migrationProvider } from './migrations';
import { buildDeferredIndexes } from './online-indexes';
import { SchemaPostgresDialect } from './schema-introspector';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Prepared statements kept per SQLite connection (the queries of the code are a few dozen). */
export const SQLITE_STATEMENT_CACHE_SIZE = 200;

/**
 * The connection as Kysely sees it, except that `prepare` reuses the statement prepared earlier
 * for the same SQL text (Kysely would parse and plan it again for every query; parameters are
 * bound at each run, so reuse is safe). Kysely runs one query at a time per connection, and
 * SQLite re-plans a kept statement by itself when a migration changes the schema. The least
 * recently used statement is dropped when the cache is full.
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  size = SQLITE_STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(text: string) {
      // Kysely opens a transaction with a plain (deferred) `begin`: it starts as a reader and
      // becomes a writer at its first write. If another connection to the file (the admin CLI
      // beside a running server, a second process) wrote in between, SQLite fails that write at
      // once with SQLITE_BUSY and no wait, since the transaction's snapshot is stale. `begin
      // immediate` takes the write lock first, so the other writer waits (busy_timeout) instead.
      // One connection runs one transaction at a time, so nothing within the process waits more.
      const sqlText = text === 'begin' ? 'begin immediate' : text;
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= size) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(sqlText, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

export function createDb(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    // Private from the first byte (lib/private-files.ts): SQLite would create the file 0644,
    // and gives its -wal and -shm files the database file's mode.
    ensurePrivateDirSync(path.dirname(config.file));
    createPrivateFileSync(config.file);
    const sqlite = new BetterSqlite3(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new CamelCasePlugin()],
    });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // Every connection works inside the configured schema (tests use a throw-away one). Reading a
    // page at random costs about what reading the next one does on the solid-state storage every
    // host has today (PostgreSQL's default of 4 is for spinning disks): at 4 the planner reads
    // all 100,000 accounts to find 1,000 named Meera (32 ms) rather than their trigram index
    // (4 ms), docs/PERFORMANCE.md 'Planner costs on PostgreSQL'.
    options: `-c search_path=${config.schema} -c random_page_cost=1.1`,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return new Kysely<Database>({
    dialect: new SchemaPostgresDialect({ pool }, config.schema),
    plugins: [new CamelCasePlugin()],
  });
}

function migratorFor(db: Db, config: DatabaseConfig): Migrator {
  return new Migrator({
    db,
    provider: migrationProvider,
    // Without an explicit schema the migrator may see another schema's bookkeeping table.
    ...(config.kind === 'postgres' ? { migrationTableSchema: config.schema } : {}),
  });
}

/** Names of the migrations this build knows that the database has not applied. */
export async function pendingMigrations(db: Db, config: DatabaseConfig): Promise<string[]> {
  const all = await migratorFor(db, config).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export async function migrateToLatest(db: Db, config: DatabaseConfig): Promise<string[]> {
  if (config.kind === 'postgres') {
    await sql`create schema if not exists ${sql.id(config.schema)}`.execute(db);
  }
  const migrator = migratorFor(db, config);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  // Indexes of large tables, built concurrently now that the migrations have committed.
  await buildDeferredIndexes(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** True when `error` is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
