#!/usr/bin/env node
// The admin's certificate list over a generated database (npm run seed:scale): p50 and p95 of
// each page and search, as the repository runs them (both queries of a page: rows and count).
//   node scripts/bench/scale-certificates.mjs [--runs=N] [--before]
// The database is the configured one (DATA_DIR's SQLite, or DATABASE_URL/DATABASE_SCHEMA), read
// from the built API (npm run build -w api). --before runs the queries of the list before
// migration 0024 inside a transaction that puts back the indexes before 0024 and rolls back at
// the end: the database is unchanged. `npm run bench -- --scale` measures every list at once.
import { fromApi, argsOf, openScaleDb, timeCases } from './scale/common.mjs';
import { certificateCases } from './scale/certificates.mjs';

const { sql } = fromApi('kysely');
const args = argsOf(process.argv.slice(2));
const runs = Number(args.runs ?? 30);
const before = Boolean(args.before);
const { db, postgres, label } = openScaleDb();

class RolledBack extends Error {}

async function measure(on) {
  const { size, cases } = await certificateCases(on, { postgres, before });
  console.log(`${size.toLocaleString('en')} certificates`);
  await timeCases('certificates', cases, runs);
}

try {
  console.log(
    `${before ? 'before (the list without migration 0024)' : 'after'}, ${label}, ${runs} runs each`,
  );
  if (before) {
    try {
      await db.transaction().execute(async (trx) => {
        await sql`drop index if exists certificates_list_idx`.execute(trx);
        await sql`create index certificates_created_idx on certificates (created_at)`.execute(trx);
        if (postgres) await sql`drop index if exists certificates_name_trgm_idx`.execute(trx);
        else await sql`drop table if exists certificates_fts`.execute(trx);
        await measure(trx);
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  } else {
    await measure(db);
  }
} finally {
  await db.destroy();
}
