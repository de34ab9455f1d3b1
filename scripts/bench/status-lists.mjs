#!/usr/bin/env node
// The revocation status lists at scale: a fresh database (a temporary SQLite file, or a new
// schema of DATABASE_URL) with --certificates=N signed certificates spread over lists of 131,072
// (about --revoked=P percent revoked), then, from the built API (npm run build -w api):
// - a list rebuilt and signed after a revocation (the revoked rows of one list, read through the
//   partial index, the bits, gzip, the signature), and the signed list's size in bytes;
// - a list served: from memory, and read from the database (the cache just forgotten);
// - a place handed out for a new certificate (the UPDATE of the list's count, the shuffle, the
//   check against list 1's earlier places).
//   node scripts/bench/status-lists.mjs [--certificates=N] [--revoked=P] [--runs=N]
// The database is removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { loadConfig } = require(path.join(root, 'api/dist/config.js'));
const { build } = require(path.join(root, 'api/dist/app.js'));
const { shuffledIndex, STATUS_LIST_LENGTH } = require(
  path.join(root, 'api/dist/credentials/status-list.js'),
);
const { sql, CompiledQuery } = require('kysely');
const pg = require('pg');

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const certificates = Number(args.certificates ?? 300_000);
const revokedPercent = Number(args.revoked ?? 1);
const runs = Number(args.runs ?? 20);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-status-lists-'));
const schema = process.env.DATABASE_URL ? `bench_lists_${process.pid}` : undefined;
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  PUBLIC_ORIGIN: 'https://bench.example.test',
  STATIC_ROOT: path.join(dataDir, 'no-static'),
  ...(schema ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
};
if (schema) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`create schema "${schema}"`);
  await client.end();
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return `p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms`;
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const config = loadConfig(env, dataDir);
const app = await build({ config });
try {
  await app.ready();
  const { db } = app;
  const kind = config.database.kind;
  console.log(`${kind}: ${certificates} certificates, ~${revokedPercent}% revoked`);

  // The certificates, as signed ones hold their places: list by list, shuffled, a few revoked.
  const lists = Math.ceil(certificates / STATUS_LIST_LENGTH);
  const seed = 'YmVuY2gtc2VlZA';
  const started = performance.now();
  let written = 0;
  for (let list = 1; list <= lists; list += 1) {
    const inList = Math.min(STATUS_LIST_LENGTH, certificates - written);
    for (let from = 0; from < inList; from += 1000) {
      const rows = [];
      for (let n = from; n < Math.min(inList, from + 1000); n += 1) {
        const i = written + n;
        const revoked = (i * 7919) % 100 < revokedPercent;
        rows.push({
          id: `bench-${i}`,
          certificateId: `SB-BENCH-${i}`,
          fullName: 'Asha Verma',
          courseName: 'ITIL 4',
          issuedBy: 'Bench',
          issueDate: '2025-01-01',
          status: revoked ? 'revoked' : 'valid',
          revokedReason: revoked ? 'bench' : null,
          revokedAt: revoked ? '2025-02-01T00:00:00.000Z' : null,
          issuedByUserId: null,
          createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString(),
          credential: '{}',
          statusList: list,
          statusIndex: shuffledIndex(n, STATUS_LIST_LENGTH, seed),
        });
      }
      await db.insertInto('certificates').values(rows).execute();
    }
    written += inList;
    if (list > 1) {
      await db
        .insertInto('credentialStatusLists')
        .values({
          id: String(list),
          credential: null,
          updatedAt: new Date().toISOString(),
          size: STATUS_LIST_LENGTH,
          allocated: inList,
          seed,
        })
        .execute();
    } else {
      await db
        .updateTable('credentialStatusLists')
        .set({ allocated: inList })
        .where('id', '=', '1')
        .execute();
    }
  }
  if (kind === 'postgres') await sql`analyze certificates`.execute(db);
  console.log(`written in ${((performance.now() - started) / 1000).toFixed(1)} s, ${lists} lists`);

  for (let list = 1; list <= lists; list += 1) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      times.push(
        await timed(() =>
          db.transaction().execute((trx) => app.credentials.refreshStatusList(trx, list)),
        ),
      );
    }
    const revoked = await db
      .selectFrom('certificates')
      .select(db.fn.countAll().as('n'))
      .where('statusList', '=', list)
      .where('status', '=', 'revoked')
      .executeTakeFirstOrThrow();
    const stored = await db
      .selectFrom('credentialStatusLists')
      .select('credential')
      .where('id', '=', String(list))
      .executeTakeFirstOrThrow();
    const encoded = JSON.parse(stored.credential).credentialSubject.encodedList.length;
    console.log(
      `list ${list}: ${revoked.n} revoked; rebuilt and signed: ${stats(times)}; ` +
        `${Buffer.byteLength(stored.credential)} bytes signed (encodedList ${encoded} characters)`,
    );
  }

  // The query a revocation runs, and the one it replaced (every revoked certificate of the
  // table, which had no index for it), in a transaction without the partial index, rolled back.
  const revokedOf = (q, list) =>
    q
      .selectFrom('certificates')
      .select('statusIndex')
      .where('statusList', '=', list)
      .where('status', '=', 'revoked')
      .where('statusIndex', 'is not', null);
  const everyRevoked = (q) =>
    q
      .selectFrom('certificates')
      .select('statusIndex')
      .where('status', '=', 'revoked')
      .where('statusIndex', 'is not', null);
  const compiled = revokedOf(db, 1).compile();
  const plan = await db.executeQuery(
    CompiledQuery.raw(
      `${kind === 'postgres' ? 'explain' : 'explain query plan'} ${compiled.sql}`,
      compiled.parameters,
    ),
  );
  console.log(`plan of one list's revoked certificates: ${JSON.stringify(plan.rows)}`);
  const now = [];
  for (let run = 0; run < runs; run += 1) now.push(await timed(() => revokedOf(db, 1).execute()));
  const then = [];
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`drop index certificates_revoked_status_idx`.execute(trx);
      for (let run = 0; run < runs; run += 1)
        then.push(await timed(() => everyRevoked(trx).execute()));
      throw new Error('rollback');
    })
    .catch((error) => {
      if (error.message !== 'rollback') throw error;
    });
  console.log(`one list's revoked certificates: ${stats(now)}`);
  console.log(`before: every revoked certificate, no index: ${stats(then)}`);

  const served = [];
  const read = [];
  for (let run = 0; run < runs * 5; run += 1) {
    read.push(
      await timed(async () => {
        app.credentials.forgetStatusList();
        await app.inject({ method: 'GET', url: '/api/credentials/status/1' });
      }),
    );
    served.push(await timed(() => app.inject({ method: 'GET', url: '/api/credentials/status/1' })));
  }
  console.log(`GET /api/credentials/status/1 from memory: ${stats(served)}`);
  console.log(`GET /api/credentials/status/1 read from the database: ${stats(read)}`);

  const places = [];
  for (let run = 0; run < runs * 10; run += 1) {
    places.push(await timed(() => app.credentials.allocateStatus()));
  }
  console.log(`a place handed out: ${stats(places)}`);
  const shuffles = [];
  for (let n = 0; n < 1000; n += 1) {
    shuffles.push(await timed(async () => shuffledIndex(n, STATUS_LIST_LENGTH, seed)));
  }
  console.log(`the shuffle alone (131,072 entries): ${stats(shuffles)}`);
} finally {
  await app.close();
  if (schema) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query(`drop schema if exists "${schema}_pgboss" cascade`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
