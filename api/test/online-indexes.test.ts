// Upgrading a PostgreSQL database whose tables are already large: the new indexes of the scale
// migrations are not built inside the migrations' transaction (which would stop every write to
// the table while they build) but with CREATE INDEX CONCURRENTLY right after, while another
// connection goes on writing; a build that failed part-way is reported, and the next start drops
// its invalid index and builds it again.
import { Migrator, sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { buildDeferredIndexes, onlineIndexes } from '../src/db/online-indexes';
import { testConfig, type TestContext } from './helpers';

// Runs where TEST_DATABASE_URL is set (CI sets it): SQLite creates its indexes in the migration.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

jest.setTimeout(120_000);

const ROWS = 80_000;
const BEFORE_SCALE = '0023_renewal_reminders';

describeOnPostgres('indexes of large tables on PostgreSQL (online-indexes.ts)', () => {
  let ctx: TestContext;
  let db: Db;
  let writer: Db;
  const minRows = onlineIndexes.minRows;

  const deferred = async () =>
    (
      await sql<{ name: string }>`select name from deferred_indexes order by name`.execute(db)
    ).rows.map((row) => row.name);
  const indexes = async () =>
    (
      await sql<{ name: string; valid: boolean }>`select c.relname as name, i.indisvalid as valid
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relnamespace = current_schema()::regnamespace
          and i.indrelid = 'certificates'::regclass
        order by c.relname`.execute(db)
    ).rows;

  beforeAll(async () => {
    onlineIndexes.minRows = 50_000;
    ctx = await testConfig('postgres');
    db = createDb(ctx.config.database);
    writer = createDb(ctx.config.database);
    const { database } = ctx.config;
    const migrator = new Migrator({
      db,
      provider: migrationProvider,
      ...(database.kind === 'postgres' ? { migrationTableSchema: database.schema } : {}),
    });
    expect((await migrator.migrateTo(BEFORE_SCALE)).error).toBeUndefined();
    // A site with many certificates, as the version before the scale migrations stored them.
    await sql`insert into certificates
        (id, certificate_id, full_name, course_name, issued_by, issue_date, status, created_at)
      select 'c-' || n, 'SB-GEN-' || lpad(n::text, 6, '0'), 'Learner ' || n || ' Müller',
        'ISO 27001 Lead Auditor', 'Sky Bridge', '2024-03-01', 'valid',
        to_char(timestamp '2020-01-01' + n * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      from generate_series(1, ${ROWS}) as n`.execute(db);
    // The migrations alone (what the transaction does): the large table's indexes are recorded.
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
  });

  afterAll(async () => {
    onlineIndexes.minRows = minRows;
    await writer?.destroy();
    await db?.destroy();
    await ctx?.cleanup();
  });

  it('records the new indexes of a large table instead of building them in the migration', async () => {
    // 0024's index on the name expression is dropped by 0025 in the same upgrade: never built.
    expect(await deferred()).toEqual([
      'certificates_list_idx',
      'certificates_name_search_trgm_idx',
      'certificates_unsigned_idx',
    ]);
    const names = (await indexes()).map((index) => index.name);
    expect(names).not.toContain('certificates_list_idx');
    expect(names).not.toContain('certificates_name_trgm_idx');
    // A small table's index is built at once (0027's on the accounts, with no accounts here).
    const users = await sql<{ name: string }>`select indexname as name from pg_indexes
      where schemaname = current_schema() and indexname = 'users_list_idx'`.execute(db);
    expect(users.rows).toHaveLength(1);
  });

  it('builds them concurrently while another connection writes to the table', async () => {
    const progress = () =>
      sql<{ index: string; command: string }>`select index_relid::regclass::text as index,
          command from pg_stat_progress_create_index
        where relid = 'certificates'::regclass`.execute(db);
    const building = buildDeferredIndexes(db);
    let finished = false;
    void building.then(() => (finished = true));
    // Wait for the longest build (the trigram index of the names) to be under way.
    let seen: { index: string; command: string } | undefined;
    while (!finished && !seen) {
      seen = (await progress()).rows.find((row) => row.index.endsWith('name_search_trgm_idx'));
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen?.command).toBe('CREATE INDEX CONCURRENTLY');
    // A new certificate is written at once, while the index is still being built.
    const started = Date.now();
    await sql`insert into certificates
        (id, certificate_id, full_name, course_name, issued_by, issue_date, status, created_at)
      values ('c-new', 'SB-NEW-1', 'Asha Verma', 'ISO 27001', 'Sky Bridge', '2026-11-28',
        'valid', '2026-11-28T09:00:00.000Z')`.execute(writer);
    const wrote = Date.now() - started;
    const still = (await progress()).rows.some((row) => row.index === seen?.index);
    expect({ wrote: wrote < 1000, duringTheBuild: still }).toEqual({
      wrote: true,
      duringTheBuild: true,
    });

    expect(await building).toEqual([
      'certificates_list_idx',
      'certificates_name_search_trgm_idx',
      'certificates_unsigned_idx',
    ]);
    const built = await indexes();
    for (const name of [
      'certificates_list_idx',
      'certificates_name_search_trgm_idx',
      'certificates_unsigned_idx',
    ]) {
      expect(built).toContainEqual({ name, valid: true });
    }
    expect(await deferred()).toEqual([]);
    // The list reads its index on the table as upgraded, the new row included.
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select certificate_id
      from certificates order by created_at desc, certificate_id limit 20`.execute(db);
    expect(plan.rows.map((row) => Object.values(row).join(' ')).join('\n')).toMatch(
      /certificates_list_idx/,
    );
    // The next start has nothing to build.
    expect(await migrateToLatest(db, ctx.config.database)).toEqual([]);
  });

  it('reports a build that fails, and builds it again on the next start, dropping the invalid one', async () => {
    // An index whose expression fails on one row (a division by zero) fails part-way.
    await sql`update certificates set full_name = 'Zero' where id = 'c-1'`.execute(db);
    const definition = `"certificates_checked_idx" on certificates
      ((1 / (case when full_name = 'Zero' then 0 else 1 end)))`;
    await sql`insert into deferred_indexes (name, table_name, definition)
      values ('certificates_checked_idx', 'certificates', ${definition})`.execute(db);
    await expect(migrateToLatest(db, ctx.config.database)).rejects.toThrow(/division by zero/);
    expect(await deferred()).toEqual(['certificates_checked_idx']);
    expect(await indexes()).toContainEqual({ name: 'certificates_checked_idx', valid: false });

    // Once the row is fixed, the next start drops the invalid index and builds it again.
    await sql`update certificates set full_name = 'Asha Verma' where id = 'c-1'`.execute(db);
    expect(await buildDeferredIndexes(db)).toEqual(['certificates_checked_idx']);
    expect(await indexes()).toContainEqual({ name: 'certificates_checked_idx', valid: true });
    expect(await deferred()).toEqual([]);
  });
});
