// `npm run bench -- --scale`: every admin list and search, and the public lookup, measured over
// the database `npm run seed:scale` filled (DATA_DIR's SQLite, or DATABASE_URL/DATABASE_SCHEMA),
// against the budgets of docs/PERFORMANCE.md 'Scale': each page and search p95 ≤ 100 ms (timed
// as the repositories run them), the certificate lookup and its credential p99 ≤ 10 ms (timed
// over HTTP against the production server started on the same database, one request at a time).
import { fromApi, budgetRow, openScaleDb, percentile, timeCases } from './scale/common.mjs';
import { auditCases } from './scale/audit.mjs';
import { certificateCases } from './scale/certificates.mjs';
import { enquiryCases, orderCases, voucherCases } from './scale/commerce.mjs';
import { attemptCases, resultCases, userCases } from './scale/people.mjs';
import { BENCH_LIMITS, BENCH_LOGGING } from './api.mjs';
import { startServer } from './server.mjs';

const { sql } = fromApi('kysely');

/** Each list of the admin panel: its name and its cases over the database. */
const LISTS = [
  ['certificates', certificateCases],
  ['users', userCases],
  ['results', resultCases],
  ['attempts', attemptCases],
  ['audit events', auditCases],
  ['orders', orderCases],
  ['enquiries', enquiryCases],
  ['voucher codes', voucherCases],
];

export const LOOKUP_P99_BUDGET_MS = 10;
/** Start-up on the filled database may take at most this much longer than on an empty one. */
export const STARTUP_GROWTH_BUDGET_MS = 1000;
const LOOKUPS = 1000;

/** p50 and p99 of `count` requests to `paths` (in turn), one at a time, after a warm-up. */
async function latency(url, paths, count) {
  for (const p of paths.slice(0, 50)) await (await fetch(url + p)).arrayBuffer();
  const times = [];
  let failed = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url + paths[i % paths.length]);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) failed += 1;
  }
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), failed };
}

export async function lookups(db, config, postgres) {
  const pick = (signed) =>
    sql`select certificate_id from certificates
      where ${sql.raw(signed ? 'credential is not null' : '1 = 1')}
      order by random() limit 200`.execute(db);
  const ids = (await pick(false)).rows.map((r) => r.certificateId);
  const env = postgres
    ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: config.database.schema ?? '' }
    : { DATA_DIR: config.dataDir, DATABASE_URL: '' };
  // Start-up does no full-table work: on the filled database it takes about what it takes on an
  // empty one of the same kind (its migrations run first there, as on any new database).
  const empty = await startServer({
    env: postgres
      ? {
          ...BENCH_LOGGING,
          DATABASE_URL: process.env.DATABASE_URL,
          DATABASE_SCHEMA: `bench_startup_${process.pid}`,
        }
      : { ...BENCH_LOGGING, DATABASE_URL: '' },
  });
  await empty.stop();
  if (postgres) {
    await sql`drop schema if exists ${sql.id(`bench_startup_${process.pid}`)} cascade`.execute(db);
  }
  // The per-IP limits raised and the logging of the API bench: one client asks a thousand times.
  const server = await startServer({ env: { ...BENCH_LIMITS, ...BENCH_LOGGING, ...env } });
  try {
    const rows = [];
    console.log(
      `  start-up: ${server.startedInMs} ms on this database, ${empty.startedInMs} ms on an empty one`,
    );
    rows.push({
      figure: 'start-up to the first healthy answer',
      value: `${server.startedInMs} ms (an empty database: ${empty.startedInMs} ms)`,
      budget: `≤ ${empty.startedInMs + STARTUP_GROWTH_BUDGET_MS} ms (empty + ${STARTUP_GROWTH_BUDGET_MS} ms)`,
      pass: server.startedInMs <= empty.startedInMs + STARTUP_GROWTH_BUDGET_MS,
    });
    const lookup = await latency(
      server.url,
      ids.map((id) => `/api/certificates/${encodeURIComponent(id)}`),
      LOOKUPS,
    );
    console.log(`  certificate lookup: p50 ${lookup.p50} ms, p99 ${lookup.p99} ms`);
    rows.push({
      figure: `certificate lookup p99 (${LOOKUPS} requests, 200 IDs)`,
      value: `${lookup.p99} ms (p50 ${lookup.p50} ms${lookup.failed ? `, ${lookup.failed} not 200` : ''})`,
      budget: `≤ ${LOOKUP_P99_BUDGET_MS} ms`,
      pass: lookup.p99 <= LOOKUP_P99_BUDGET_MS && lookup.failed === 0,
    });
    // Generated certificates are stored unsigned, as an import stores them: the server's signing
    // job has signed some by now (the credential of one not yet signed is signed on demand,
    // which is not what this figure is about).
    const signed = (await pick(true)).rows.map((r) => r.certificateId);
    if (signed.length) {
      const credential = await latency(
        server.url,
        signed.map((id) => `/api/certificates/${encodeURIComponent(id)}/credential`),
        LOOKUPS,
      );
      console.log(`  signed credential: p50 ${credential.p50} ms, p99 ${credential.p99} ms`);
      rows.push({
        figure: `signed credential p99 (${LOOKUPS} requests, ${signed.length} IDs)`,
        value: `${credential.p99} ms (p50 ${credential.p50} ms${credential.failed ? `, ${credential.failed} not 200` : ''})`,
        budget: `≤ ${LOOKUP_P99_BUDGET_MS} ms`,
        pass: credential.p99 <= LOOKUP_P99_BUDGET_MS && credential.failed === 0,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function runScale({ runs = 30 } = {}) {
  const { db, config, postgres, label } = openScaleDb();
  try {
    console.log(`  ${label}, ${runs} runs of each case`);
    const rows = [];
    const details = {};
    for (const [list, casesOf] of LISTS) {
      const { size, cases } = await casesOf(db, { postgres });
      if (size === 0) {
        rows.push({
          figure: `${list} list`,
          value: `no ${list}: fill the database with npm run seed:scale first`,
          budget: '—',
          pass: false,
        });
        continue;
      }
      const results = await timeCases(list, cases, runs);
      const sized = `${size.toLocaleString('en')} ${list}`;
      details[list] = { size, results };
      rows.push(...results.map((r) => budgetRow(r, sized)));
    }
    rows.push(...(await lookups(db, config, postgres)));
    return { rows, details: { database: label, ...details } };
  } finally {
    await db.destroy();
  }
}
