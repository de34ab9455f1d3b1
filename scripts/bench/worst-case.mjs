#!/usr/bin/env node
// The most event-loop time one anonymous request can cost, route by route (api/README.md 'Worst
// case per anonymous route'). The API is built in this process from its TypeScript source (as
// the tests run it, without `npm run build`), the demo data seeded, every limit raised; each
// case's worst input is sent through `app.inject` and measured with the event loop's own
// utilisation: the time the main thread was busy with it (other requests wait that long).
//
//   node scripts/bench/worst-case.mjs [repository root, default this one] [runs, default 5]
//
// A figure is the median over the runs (the first, which compiles and loads code, is dropped).
import { mkdtempSync, rmSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(process.argv[2] ?? here);
const runs = Number(process.argv[3] ?? 5);
const require = createRequire(path.join(root, 'api/package.json'));

// TypeScript as required (the verification worker's own loader), and the contracts' source.
require(path.join(here, 'api/src/credentials/verify-worker-source.cjs'));
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveContracts(request, ...rest) {
  if (request === 'contracts') return path.join(root, 'contracts/src/index.ts');
  return resolve.call(this, request, ...rest);
};

const { build } = require(path.join(root, 'api/src/app.ts'));
const { loadConfig, DEFAULT_RATE_LIMITS } = require(path.join(root, 'api/src/config.ts'));
// This checkout's limits, even when `root` is another (older) checkout being measured.
const { ENQUIRY_LIMITS } = require(path.join(here, 'contracts/src/enquiry-rules.ts'));

const dataDir = mkdtempSync(path.join(tmpdir(), 'worst-case-'));
const limits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((key) => [
    `RATE_LIMIT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`,
    '1000000000/1m',
  ]),
);
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'true',
    STATIC_ROOT: root,
    PUBLIC_ORIGIN: 'https://certs.example.test',
    ...limits,
  },
  dataDir,
);
const app = await build({ config });
await app.ready();
await app.credentials.signPending();

const ID = 'SB-DEMO-2024';
const credential = JSON.parse(
  (await app.inject({ method: 'GET', url: `/api/certificates/${ID}/credential` })).body,
);
const withBlankNodes = (count) => ({
  ...credential,
  credentialSubject: {
    ...credential.credentialSubject,
    achievement: [
      credential.credentialSubject.achievement,
      ...Array.from({ length: count }, () => ({ type: ['Achievement'] })),
    ],
  },
});
const post = (url, payload) => ({ method: 'POST', url, payload });
const get = (url, headers = {}) => ({ method: 'GET', url, headers });
/** The deepest body the API's 100 KB allows: arrays in arrays. */
const deepBody = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

const cases = [
  ['GET /api/health', get('/api/health')],
  ['GET /api/site-config', get('/api/site-config')],
  ['GET /api/certificates/:id', get(`/api/certificates/${ID}`)],
  ['GET /api/certificates/:id/credential', get(`/api/certificates/${ID}/credential`)],
  ['GET /api/credentials/status/1', get('/api/credentials/status/1')],
  ['GET /.well-known/did.json', get('/.well-known/did.json')],
  ['POST /api/credentials/verify (genuine, 2 KB)', post('/api/credentials/verify', credential)],
  [
    'POST /api/credentials/verify (25 blank nodes, the most the caps take)',
    post('/api/credentials/verify', withBlankNodes(25)),
  ],
  [
    'POST /api/credentials/verify (3,500 identical blank nodes, 91 KB)',
    post('/api/credentials/verify', withBlankNodes(3500)),
  ],
  [
    'GET /verify-certificate/:id (HTML, prerendered)',
    get(`/verify-certificate/${ID}`, { accept: 'text/html' }),
  ],
  [
    'GET /verify-certificate/:id (JSON-LD)',
    get(`/verify-certificate/${ID}`, { accept: 'application/ld+json' }),
  ],
  ['GET / (prerendered home)', get('/', { accept: 'text/html' })],
  ['GET /sitemap.xml', get('/sitemap.xml')],
  ['GET /api/reviews', get('/api/reviews')],
  ['GET /api/blogs', get('/api/blogs')],
  ['GET /api/assessments', get('/api/assessments')],
  ['GET /api/docs/json', get('/api/docs/json')],
  [
    'POST /api/users/login (unknown account)',
    post('/api/users/login', { email: 'nobody@example.com', password: 'x'.repeat(128) }),
  ],
  [
    'POST /api/users/register',
    () =>
      post('/api/users/register', {
        email: `u${performance.now()}@example.com`.replace('.', ''),
        username: `u${Math.floor(performance.now() * 1000)}`,
        password: 'correct horse battery staple',
      }),
  ],
  [
    'POST /api/enquiries (longest fields)',
    post('/api/enquiries', {
      name: 'A'.repeat(ENQUIRY_LIMITS.name),
      email: 'a@example.com',
      subject: 'S'.repeat(ENQUIRY_LIMITS.subject),
      message: 'M'.repeat(ENQUIRY_LIMITS.message),
      // A token old enough to pass the form's minimum fill time, so the whole write is timed.
      formToken: app.enquiryForms.issue(new Date(Date.now() - 10_000)),
    }),
  ],
  ['POST /api/vitals', post('/api/vitals', { name: 'LCP', value: 1234, id: 'v1-1', page: '/' })],
  [
    'POST (any) 100 KB of nested arrays',
    () => ({
      method: 'POST',
      url: '/api/vitals',
      payload: deepBody,
      headers: { 'content-type': 'application/json' },
    }),
  ],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => (ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms));

const rows = [];
for (const [name, request] of cases) {
  const busy = [];
  const totals = [];
  let status;
  for (let run = 0; run <= runs; run += 1) {
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    const res = await app.inject(typeof request === 'function' ? request() : request);
    const total = performance.now() - started;
    const used = performance.eventLoopUtilization(before);
    status = res.statusCode;
    if (run === 0) continue;
    busy.push(used.active);
    totals.push(total);
  }
  rows.push({
    route: name,
    status,
    'event loop busy (ms)': round(median(busy)),
    'answered in (ms)': round(median(totals)),
  });
}

// Four of the attacker's documents and the lookup beside them, as the test does (over HTTP).
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${app.server.address().port}`;
for (const [label, body] of [
  ['3,500 blank nodes', withBlankNodes(3500)],
  ['25 blank nodes', withBlankNodes(25)],
]) {
  const timedFetch = async (url, init) => {
    const started = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - started) };
  };
  const posts = Array.from({ length: 4 }, () =>
    timedFetch(`${base}/api/credentials/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  await new Promise((r) => setTimeout(r, 50));
  const lookup = await timedFetch(`${base}/api/certificates/${ID}`);
  console.log(`lookup beside four posts of ${label}:`, lookup, await Promise.all(posts));
}

console.table(rows);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
