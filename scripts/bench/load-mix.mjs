// `npm run bench -- --only=load`: the site under a realistic mix of requests, on PostgreSQL and
// Redis, served by one API instance and then by two (sharing the database, Redis and the
// secret, as docs/DEPLOYMENT.md 'Several instances' runs them). Per 100 requests: 80 page views
// and lookups (prerendered documents, the certificate lookup, the course's offers the page
// asks for), 15 catalog browsing (the catalog's pages in three languages), 5 sign-ins and
// checkouts (3 logins, 2 orders placed). The load steps up in connections; the figure is the
// highest rate whose p99 stays ≤ 200 ms. Two instances get half the connections each (what a
// round-robin proxy does), measured together. Needs TEST_DATABASE_URL (or DATABASE_URL) and
// TEST_REDIS_URL (or REDIS_URL); the bench's data goes to a schema and a Redis prefix of its own,
// dropped at the end.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_LIMITS } from './api.mjs';
import { seedCheckout } from './checkout-data.mjs';
import { startServer } from './server.mjs';

export const MIX_P99_BUDGET_MS = 200;
/** Connections at each step of the load, and how long each step lasts. */
const STEPS = process.env.MIX_STEPS
  ? process.env.MIX_STEPS.split(',').map(Number)
  : [1, 2, 4, 8, 16, 32];
const STEP_SECONDS = 8;

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

/** The mix, in the order a connection sends it (each connection walks the whole list). */
function mix(data, learner) {
  const get = (path) => ({ method: 'GET', path });
  const views = [
    '/',
    '/about-us',
    '/CertificateLookup',
    '/verify-certificate/SB-DEMO-2024',
    '/comptia/specialist/security-plus',
    '/hi',
    '/ar/comptia/specialist/security-plus',
    '/Gallery',
  ];
  const catalog = ['/comptia', '/pecb', '/hi/comptia', '/ar/pecb', '/pecb/privacy/gdpr'];
  const requests = [];
  for (let i = 0; i < 100; i += 1) {
    if (i % 20 === 19) {
      // 5 of 100: three sign-ins and two orders.
      requests.push(
        i % 40 === 39
          ? {
              method: 'POST',
              path: '/api/orders',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${data.buyerToken}`,
              },
              body: JSON.stringify({
                items: [{ voucherProductId: data.productId, quantity: 1 }],
                billing,
                method: 'bank',
              }),
            }
          : {
              method: 'POST',
              path: '/api/users/login',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(learner),
            },
      );
    } else if (i % 20 >= 16) {
      requests.push(get(catalog[i % catalog.length])); // 15 of 100 (with the line below)
    } else if (i % 4 === 0) {
      requests.push(get('/api/certificates/SB-DEMO-2024'));
    } else if (i % 4 === 1) {
      requests.push(get('/api/courses/security-plus/offers'));
    } else {
      requests.push(get(views[i % views.length]));
    }
  }
  return requests;
}

/** One step of the load against `urls` (the connections shared out between them), together. */
async function step(urls, connections, requests) {
  const results = await Promise.all(
    urls.map((url) =>
      cannon({
        url,
        connections: Math.max(1, Math.round(connections / urls.length)),
        duration: STEP_SECONDS,
        requests,
      }),
    ),
  );
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  return {
    connections,
    perSecond: Math.round(total / seconds),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    failed: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    // The answers that were not 2xx, by status.
    statuses: Object.fromEntries(
      Object.entries(
        results.reduce((all, r) => {
          for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) {
            if (!code.startsWith('2')) all[code] = (all[code] ?? 0) + count;
          }
          return all;
        }, {}),
      ),
    ),
    total,
  };
}

async function measureInstances(count, env, data, learner) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) servers.push(await startServer({ env }));
    const requests = mix(data, learner);
    // Unmeasured: each instance's caches and connections warmed.
    await step(
      servers.map((s) => s.url),
      2 * count,
      requests,
    );
    const steps = [];
    for (const connections of STEPS) {
      const result = await step(
        servers.map((s) => s.url),
        connections,
        requests,
      );
      console.log(
        `  ${count} instance${count > 1 ? 's' : ''}, ${String(connections).padStart(2)} connections: ${result.perSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.failed ? `, ${result.failed} not 2xx ${JSON.stringify(result.statuses)}` : ''}`,
      );
      steps.push(result);
    }
    const within = steps.filter((s) => s.p99Ms <= MIX_P99_BUDGET_MS && s.failed === 0);
    const best = within.sort((a, b) => b.perSecond - a.perSecond)[0] ?? null;
    return { count, steps, best };
  } finally {
    for (const server of servers) await server.stop();
  }
}

export async function runLoadMix() {
  const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    return {
      rows: [
        {
          figure: 'the load mix on one and two instances',
          value: 'skipped: set TEST_DATABASE_URL and TEST_REDIS_URL (or DATABASE_URL, REDIS_URL)',
          budget: '—',
          pass: true,
        },
      ],
      details: null,
    };
  }
  const tag = randomBytes(6).toString('hex');
  const schema = `bench_mix_${tag}`;
  const env = {
    // One loopback address stands for the many visitors of the mix: the per-IP limits (and the
    // one buyer's write limit) raised, as for the API bench.
    ...BENCH_LIMITS,
    RATE_LIMIT_WRITES: '1000000000/1m',
    RATE_LIMIT_WRITES_PER_USER: '1000000000/1m',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bench-mix-${tag}:`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
    // Network+ vouchers: the demo data (seeded as the first instance starts) sells Security+'s.
    const seeded = await seedCheckout(env, {
      buyers: 50,
      orders: 1000,
      codes: 20_000,
      courseSlug: 'network-plus',
    });
    const data = { buyerToken: seeded.buyerTokens[0], productId: seeded.productId };
    // A learner who signs in again and again, registered as a visitor would be.
    const learner = { email: `mix.${tag}@example.com`, password: `Quiet-Harbour-${tag}` };
    const first = await startServer({ env });
    try {
      const res = await fetch(`${first.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...learner,
          username: `mix${tag}`,
          country: 'India',
          pinCode: '560001',
          interest: 'CompTIA',
        }),
      });
      if (res.status !== 201)
        throw new Error(`registering the learner: ${res.status} ${await res.text()}`);
    } finally {
      await first.stop();
    }
    const one = await measureInstances(1, env, data, learner);
    const two = await measureInstances(2, env, data, learner);
    const row = (m) => ({
      figure: `load mix, ${m.count} instance${m.count > 1 ? 's' : ''} (PostgreSQL + Redis): req/s at p99 ≤ ${MIX_P99_BUDGET_MS} ms`,
      value: m.best
        ? `${m.best.perSecond} req/s (${m.best.connections} connections, p99 ${m.best.p99Ms} ms)`
        : `none: p99 ${Math.min(...m.steps.map((s) => s.p99Ms))} ms at best`,
      budget: `p99 ≤ ${MIX_P99_BUDGET_MS} ms`,
      pass: m.best !== null,
    });
    return { rows: [row(one), row(two)], details: { one, two } };
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.query(`drop schema if exists "${schema}_pgboss" cascade`);
    await admin.end();
  }
}
