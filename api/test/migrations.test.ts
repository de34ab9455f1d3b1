// The migrations: numbered files with no gap and no duplicate, each registered under the name its
// file carries; and a database upgraded one migration at a time, with data written at an early
// version, ends with the same schema as a fresh one and keeps its data.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config';
import { createDb, migrateToLatest, type Db } from '../src/db/database';
import { migrationProvider, migrations } from '../src/db/migrations';
import { dialects, testConfig } from './helpers';

const folder = path.join(__dirname, '../src/db/migrations');
const files = readdirSync(folder)
  .filter((file) => file !== 'index.ts')
  .sort();

describe('the migration files', () => {
  it('are numbered 0001 to N, with no gap and no duplicate number', () => {
    const numbers = files.map((file) => file.slice(0, 4));
    expect(numbers).toEqual(files.map((_, i) => String(i + 1).padStart(4, '0')));
    for (const file of files) expect(file).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.ts$/);
  });

  it('are each registered, in order, under the name their file carries', async () => {
    const names = files.map((file) => file.replace(/\.ts$/, '').replace(/-/g, '_'));
    expect(Object.keys(migrations)).toEqual(names);
    for (const file of files) {
      const module = (await import(path.join(folder, file))) as { name: string };
      expect(module.name).toBe(file.replace(/\.ts$/, '').replace(/-/g, '_'));
      expect(migrations[module.name]).toBeDefined();
    }
  });
});

function migratorFor(db: Db, database: DatabaseConfig): Migrator {
  return new Migrator({
    db,
    provider: migrationProvider,
    ...(database.kind === 'postgres' ? { migrationTableSchema: database.schema } : {}),
  });
}

type Schema = Record<string, unknown>;

/** Tables with their columns, indexes, foreign keys and triggers, as SQLite reports them. */
function sqliteSchema(file: string): Schema {
  const sqlite = new BetterSqlite3(file, { readonly: true });
  try {
    const objects = sqlite
      .prepare(
        `select type, name, tbl_name as "table", sql from sqlite_master
         where name not like 'sqlite_%' order by type, name`,
      )
      .all() as { type: string; name: string; table: string; sql: string | null }[];
    const tables = objects.filter((o) => o.type === 'table').map((o) => o.name);
    return {
      objects,
      tables: Object.fromEntries(
        tables.map((table) => [
          table,
          {
            columns: sqlite.pragma(`table_info("${table}")`),
            indexes: (sqlite.pragma(`index_list("${table}")`) as { name: string; seq?: number }[])
              .map(({ seq: _seq, ...index }) => ({
                ...index,
                columns: sqlite.pragma(`index_xinfo("${index.name}")`),
              }))
              .sort((a, b) => a.name.localeCompare(b.name)),
            foreignKeys: sqlite.pragma(`foreign_key_list("${table}")`),
          },
        ]),
      ),
    };
  } finally {
    sqlite.close();
  }
}

/** The same for one PostgreSQL schema; its name is replaced so two schemas compare. */
async function postgresSchema(schema: string): Promise<Schema> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const rows = async (text: string) => (await client.query(text, [schema])).rows;
    const result = {
      columns: await rows(
        `select table_name, column_name, ordinal_position, data_type, is_nullable, column_default
         from information_schema.columns where table_schema = $1
         order by table_name, ordinal_position`,
      ),
      indexes: await rows(
        `select tablename, indexname, indexdef from pg_indexes where schemaname = $1
         order by tablename, indexname`,
      ),
      constraints: await rows(
        `select c.conname, r.relname, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_class r on r.oid = c.conrelid
         join pg_namespace n on n.oid = c.connamespace
         where n.nspname = $1 order by r.relname, c.conname`,
      ),
      triggers: await rows(
        `select t.tgname, c.relname, pg_get_triggerdef(t.oid) as definition
         from pg_trigger t join pg_class c on c.oid = t.tgrelid
         join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and not t.tgisinternal order by c.relname, t.tgname`,
      ),
      functions: await rows(
        `select p.proname, pg_get_functiondef(p.oid) as definition
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = $1 order by p.proname`,
      ),
    };
    return JSON.parse(JSON.stringify(result).split(`${schema}.`).join('<schema>.')) as Schema;
  } finally {
    await client.end();
  }
}

function schemaOf(database: DatabaseConfig): Promise<Schema> | Schema {
  return database.kind === 'postgres'
    ? postgresSchema(database.schema)
    : sqliteSchema(database.file);
}

const at = '2024-03-01T10:00:00.000Z';

/** Rows written at version 0001: an administrator, a user and a certificate the admin issued. */
async function writeEarlyRows(db: Db): Promise<void> {
  for (const [id, email, role] of [
    ['u-admin', 'admin@example.com', 'admin'],
    ['u-user', 'user@example.com', 'user'],
  ]) {
    await sql`insert into users (id, email, username, password_hash, role, created_at, updated_at)
      values (${id}, ${email}, ${id}, 'x', ${role}, ${at}, ${at})`.execute(db);
  }
  await sql`insert into certificates
      (id, certificate_id, full_name, course_name, issued_by, issue_date, issued_by_user_id,
       created_at)
    values ('c-1', 'SB-EARLY-1', 'Asha Verma', 'ISO 27001 Lead Auditor', 'Sky Bridge',
      '2024-03-01', 'u-admin', ${at})`.execute(db);
}

describe.each(dialects)('a database upgraded one migration at a time (%s)', (dialect) => {
  it('ends with the same schema as a fresh one and keeps the rows written at 0001', async () => {
    const fresh = await testConfig(dialect);
    const upgraded = await testConfig(dialect);
    const freshDb = createDb(fresh.config.database);
    const db = createDb(upgraded.config.database);
    try {
      expect(await migrateToLatest(freshDb, fresh.config.database)).toEqual(
        Object.keys(migrations),
      );

      const database = upgraded.config.database;
      if (database.kind === 'postgres') {
        await sql`create schema if not exists ${sql.id(database.schema)}`.execute(db);
      }
      const migrator = migratorFor(db, database);
      for (const name of Object.keys(migrations)) {
        const { error, results } = await migrator.migrateTo(name);
        expect(error).toBeUndefined();
        expect(results?.map((r) => [r.migrationName, r.status])).toEqual([[name, 'Success']]);
        if (name === '0001_initial') await writeEarlyRows(db);
      }
      expect(await migrateToLatest(db, database)).toEqual([]);

      const users = await db
        .selectFrom('users')
        .select(['id', 'email', 'role', 'fullName', 'emailVerifiedAt'])
        .orderBy('id')
        .execute();
      expect(users).toEqual([
        // An account above user counts as proven (0012); the others prove their address later.
        {
          id: 'u-admin',
          email: 'admin@example.com',
          role: 'admin',
          fullName: '',
          emailVerifiedAt: expect.any(String),
        },
        {
          id: 'u-user',
          email: 'user@example.com',
          role: 'user',
          fullName: '',
          emailVerifiedAt: null,
        },
      ]);
      expect(
        await db
          .selectFrom('certificates')
          .select(['certificateId', 'fullName', 'status', 'issuedByUserId', 'attemptId'])
          .execute(),
      ).toEqual([
        {
          certificateId: 'SB-EARLY-1',
          fullName: 'Asha Verma',
          status: 'valid',
          issuedByUserId: 'u-admin',
          attemptId: null,
        },
      ]);
      // The audit chain begun at 0005 is marked where its plain links end (0013).
      const mark = await db
        .selectFrom('appMeta')
        .select('value')
        .where('key', '=', 'audit_keyed_from')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(mark.value)).toEqual({ seq: 0, hash: '0'.repeat(64) });

      await freshDb.destroy();
      await db.destroy();
      const freshSchema = await schemaOf(fresh.config.database);
      // What is compared: the tables, their indexes and the audit log's triggers.
      for (const name of ['signup_notices', 'users_username_lower_key', 'audit_events_no_']) {
        expect(JSON.stringify(freshSchema)).toContain(name);
      }
      expect(await schemaOf(database)).toEqual(freshSchema);
    } finally {
      await freshDb.destroy().catch(() => undefined);
      await db.destroy().catch(() => undefined);
      await fresh.cleanup();
      await upgraded.cleanup();
    }
  });
});

// Runs where TEST_DATABASE_URL is set (CI sets it), like the multi-instance test.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('migrating while others drop their schemas (postgres)', () => {
  it('looks only at its own schema, so a schema dropped meanwhile never fails the migration', async () => {
    const ctx = await testConfig('postgres');
    const database = ctx.config.database;
    if (database.kind !== 'postgres') throw new Error('postgres expected');
    const db = createDb(database);
    // Another site (or test run) sharing the database: its schemas, each with a serial column,
    // come and go while ours is migrated and migrated again.
    const churn = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await churn.connect();
    let running = true;
    const others: string[] = [];
    const churning = (async () => {
      for (let i = 0; running; i += 1) {
        const other = `${database.schema}_other_${i}`;
        others.push(other);
        await churn.query(`create schema "${other}"`);
        await churn.query(`create table "${other}".t (id serial primary key)`);
        await churn.query(`drop schema "${other}" cascade`);
      }
    })();
    try {
      expect(await migrateToLatest(db, database)).toEqual(Object.keys(migrations));
      for (let round = 0; round < 40; round += 1) {
        expect(await migrateToLatest(db, database)).toEqual([]);
      }
      const tables = await db.introspection.getTables();
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([database.schema]));
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'certificates']));
    } finally {
      running = false;
      await churning;
      for (const other of others) await churn.query(`drop schema if exists "${other}" cascade`);
      await churn.end();
      await db.destroy();
      await ctx.cleanup();
    }
  });
});
