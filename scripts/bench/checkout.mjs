// (4) The checkout: orders placed per second, and the staff's orders list with 100,000 orders in
// the database, on the embedded SQLite and, when TEST_DATABASE_URL or DATABASE_URL names one, on
// PostgreSQL (a fresh schema, dropped afterwards). Each database gets a fresh data folder, its
// data written in bulk first (checkout-data.mjs), then api/dist/server.js serves it on loopback.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedCheckout } from './checkout-data.mjs';
import { startServer } from './server.mjs';

export const LIST_P95_BUDGET_MS = 150;
export const LIST_ORDERS = 100_000;
/** Orders placed for the figure, after a warm-up; one voucher each, from 10 connections. */
const PLACEMENTS = 1000;
const WARM_UP = 100;
const CONNECTIONS = 10;
/** Requests of each list query measured one after the other, after a few unmeasured ones. */
const LIST_SAMPLES = 200;
const LIST_WARM_UP = 20;

const billing = {
  name: 'Asha Verma',
  address: '12 Park Street\nNew Delhi',
  country: 'IN',
  state: '07',
};

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (x) => Math.round(x * 10) / 10;

/** `amount` orders of one voucher, each connection a different buyer. */
async function place(url, data, amount) {
  let client = 0;
  const result = await cannon({
    url: `${url}/api/orders`,
    method: 'POST',
    connections: CONNECTIONS,
    amount,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ voucherProductId: data.productId, quantity: 1 }],
      billing,
      method: 'bank',
    }),
    setupClient: (c) => {
      const token = data.buyerTokens[client++ % data.buyerTokens.length];
      c.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
    },
  });
  return {
    placed: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    perSecond: Math.round(result['2xx'] / result.duration),
    p99Ms: result.latency.p99,
  };
}

/** One list query asked LIST_SAMPLES times in a row: its p50 and p95 in ms. */
async function listLatency(url, token, query) {
  const target = `${url}/api/commerce/orders${query}`;
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  let rows = 0;
  for (let i = 0; i < LIST_WARM_UP + LIST_SAMPLES; i += 1) {
    const started = performance.now();
    const res = await fetch(target, { headers });
    const body = await res.json();
    const elapsed = performance.now() - started;
    if (!res.ok) throw new Error(`GET ${target}: ${res.status} ${JSON.stringify(body)}`);
    rows = body.data.length;
    if (i >= LIST_WARM_UP) times.push(elapsed);
  }
  times.sort((x, y) => x - y);
  return { p50Ms: round1(percentile(times, 50)), p95Ms: round1(percentile(times, 95)), rows };
}

/** Seeds a fresh database, serves it and measures it; `label` names the database in the rows. */
async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-checkout-'));
  const fullEnv = {
    ...env,
    DATA_DIR: dataDir,
    // One loopback client places thousands of orders a minute.
    RATE_LIMIT_WRITES: '1000000000/1m',
    RATE_LIMIT_WRITES_PER_USER: '1000000000/1m',
    SEED_DEMO_DATA: 'false',
  };
  try {
    const seedStarted = Date.now();
    const data = await seedCheckout(fullEnv, {
      buyers: 1000,
      orders: LIST_ORDERS,
      codes: PLACEMENTS + WARM_UP,
    });
    const seedSeconds = round1((Date.now() - seedStarted) / 1000);
    const server = await startServer({ env: fullEnv });
    try {
      const queries = [
        ['first page', ''],
        ['by status', '?status=awaiting_payment'],
        ['search by e-mail', `?q=${encodeURIComponent(data.buyerEmail)}`],
        ['deep keyset page', `?after=${data.deepCursor}`],
      ];
      const lists = [];
      for (const [name, query] of queries) {
        lists.push({ name, ...(await listLatency(server.url, data.staffToken, query)) });
      }
      await place(server.url, data, WARM_UP);
      const placement = await place(server.url, data, PLACEMENTS);
      const rows = [
        {
          figure: `order placement/s (${label})`,
          value: `${placement.perSecond} orders/s (${placement.placed} placed, ${CONNECTIONS} connections, p99 ${placement.p99Ms} ms)`,
          budget: `all ${PLACEMENTS} placed`,
          pass: placement.placed === PLACEMENTS && placement.failed === 0,
        },
        ...lists.map((l) => ({
          figure: `staff orders list p95, ${l.name} (${label}, ${data.orders.toLocaleString('en')} orders)`,
          value: `${l.p95Ms} ms (p50 ${l.p50Ms} ms, ${l.rows} rows)`,
          budget: `< ${LIST_P95_BUDGET_MS} ms`,
          pass: l.p95Ms < LIST_P95_BUDGET_MS,
        })),
      ];
      return { rows, details: { seedSeconds, placement, lists } };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url) {
  const schema = `bench_checkout_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
    return await measure('PostgreSQL', {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: randomBytes(32).toString('base64url'),
    });
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    // pg-boss keeps its tables in a schema beside the app's.
    await admin.query(`drop schema if exists "${schema}_pgboss" cascade`);
    await admin.end();
  }
}

export async function runCheckout() {
  console.log(`  SQLite: seeding ${LIST_ORDERS.toLocaleString('en')} orders...`);
  // DATABASE_URL emptied: the server's environment starts from this process's.
  const sqlite = await measure('SQLite', {
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let postgres = null;
  if (url) {
    console.log(`  PostgreSQL: seeding ${LIST_ORDERS.toLocaleString('en')} orders...`);
    postgres = await onPostgres(url);
  }
  const skipped = {
    figure: 'checkout on PostgreSQL',
    value: 'skipped: set TEST_DATABASE_URL (or DATABASE_URL) to measure it',
    budget: '—',
    pass: true,
  };
  return {
    rows: [...sqlite.rows, ...(postgres ? postgres.rows : [skipped])],
    details: { sqlite: sqlite.details, postgres: postgres?.details ?? null },
  };
}
