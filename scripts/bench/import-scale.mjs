#!/usr/bin/env node
// A CSV import of many certificates against the built server (npm run build -w api), then the
// public lookup's latency while the job queue signs their credentials.
//   node scripts/bench/import-scale.mjs [--rows=100000] [--lookups=400] [--concurrency=4]
//     [--holder-every=10]
// SQLite in a fresh data folder by default; with DATABASE_URL set, PostgreSQL in a fresh schema
// (dropped afterwards). Every row keeps a certificate ID (so the import checks 100,000 IDs
// against the table) and every tenth names a holder's address (an e-mail queued per such row;
// --holder-every=0: none, so the lookups while signing share the server with the signing only,
// not with the delivery of 10,000 e-mails).
import pg from 'pg';
import { startServer } from './server.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const rows = Number(args.rows ?? 100_000);
const lookups = Number(args.lookups ?? 400);
const concurrency = Number(args.concurrency ?? 4);
const holderEvery = Number(args['holder-every'] ?? 10);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password 2026' };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const letters = (i) =>
  String(i)
    .padStart(6, '0')
    .replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));
const idOf = (i) => `BENCH-${String(i).padStart(6, '0')}`;

function csvOf(n) {
  const lines = ['fullName,courseName,issueDate,certificateId,recipientEmail'];
  for (let i = 0; i < n; i += 1) {
    const email = holderEvery > 0 && i % holderEvery === 0 ? `holder${i}@example.com` : '';
    lines.push(`Holder ${letters(i)},CompTIA Network+,2024-0${(i % 9) + 1}-15,${idOf(i)},${email}`);
  }
  return `${lines.join('\n')}\n`;
}

let schema;
const env = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // The demo's certificates give the lookups before the import (signed at start, in a second).
  SEED_DEMO_DATA: 'true',
  // The import's log line gives the time of each step.
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  RATE_LIMIT_CERTIFICATE_LOOKUP: '1000000000/1m',
  // Every lookup reads the database: the same work before the import and during its signing.
  CERTIFICATE_CACHE_SECONDS: '0',
};
if (process.env.DATABASE_URL) {
  schema = `bench_import_${Date.now()}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`create schema "${schema}"`);
  await client.end();
  env.DATABASE_SCHEMA = schema;
}

const server = await startServer({ env });
try {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const ms = (x) => x.toFixed(1);

  /** `n` lookups, `concurrency` at a time, of the IDs `pick` gives: sorted times and failures. */
  async function lookupRun(n, pick) {
    const times = [];
    let next = 0;
    let failed = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < n) {
          next += 1;
          const t0 = performance.now();
          const r = await fetch(`${server.url}/api/certificates/${pick()}`);
          await r.arrayBuffer();
          times.push(performance.now() - t0);
          if (r.status !== 200) failed += 1;
        }
      }),
    );
    times.sort((a, b) => a - b);
    return { times, failed, took: performance.now() - t };
  }
  const summary = ({ times, failed, took }) =>
    `${times.length} lookups (${concurrency} at a time) in ${(took / 1000).toFixed(1)} s: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, p99 ${ms(percentile(times, 99))} ms, max ${ms(times.at(-1))} ms; ${failed} not 200`;

  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`before the import: ${summary(await lookupRun(lookups, () => 'SB-DEMO-2024'))}`);

  const body = JSON.stringify({ csv: csvOf(rows) });
  const started = performance.now();
  const res = await fetch(`${server.url}/api/certificates/bulk`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body,
  });
  const took = performance.now() - started;
  const answer = await res.text();
  if (res.status !== 201) throw new Error(`import: ${res.status} ${answer.slice(0, 500)}`);
  const { count, importId } = JSON.parse(answer);
  const steps = /"event":"certificates-imported".*?"ms":(\{[^}]*\})/.exec(server.output())?.[1];
  console.log(
    `import of ${count} rows (${(body.length / 1e6).toFixed(1)} MB request, ${answer.length} B answer): ${(took / 1000).toFixed(1)} s; steps (ms): ${steps}`,
  );

  const progress = async () => {
    const r = await fetch(`${server.url}/api/certificates/imports/${importId}`, { headers: auth });
    return (await r.json()).data;
  };
  const before = await progress();

  // Lookups of random imported certificates while the signing runs.
  const during = await lookupRun(lookups, () => idOf(Math.floor(Math.random() * rows)));
  const lookupsTook = during.took;
  console.log(`while signing: ${summary(during)}`);
  const after = await progress();
  console.log(
    `signed meanwhile: ${before.signed} -> ${after.signed} of ${after.total} (${(((after.signed - before.signed) / lookupsTook) * 1000).toFixed(1)}/s)`,
  );
  // The signing rate alone, for a few seconds without lookups.
  const quiet0 = await progress();
  const q0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const quiet1 = await progress();
  console.log(
    `signing without lookups: ${(((quiet1.signed - quiet0.signed) / (performance.now() - q0)) * 1000).toFixed(1)} credentials/s`,
  );
  // The progress request itself, with most of the import unsigned.
  const ptimes = [];
  for (let i = 0; i < 30; i += 1) {
    const t0 = performance.now();
    await progress();
    ptimes.push(performance.now() - t0);
  }
  ptimes.sort((a, b) => a - b);
  console.log(
    `progress request: p50 ${ms(percentile(ptimes, 50))} ms, p95 ${ms(percentile(ptimes, 95))} ms`,
  );
} finally {
  await server.stop();
  if (schema) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query(`drop schema if exists "${schema}_pgboss" cascade`);
    await client.end();
  }
}
