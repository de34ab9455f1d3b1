// (3) The API's certificate lookup against a bare Fastify route, and its p99 during logins.
// The API is api/dist/server.js itself, started with the lookup and login limits raised.
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer } from './server.mjs';

export const DEMO_CERTIFICATE = 'SB-DEMO-2024';
export const THROUGHPUT_RATIO_BUDGET = 0.6;
/** Argon2 runs on libuv's pool: a blocked event loop would push lookups far past this. */
export const P99_DURING_LOGINS_BUDGET_MS = 100;
const LOAD = { connections: 10, duration: 5 };
/** Pairs of runs (API, then bare route); the pair with the median ratio is reported. */
const ROUNDS = 3;

const round2 = (x) => Math.round(x * 100) / 100;

/** The middle element by `key` (the upper middle for an even count). */
function median(items, key) {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (r) => ({
  requestsPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});

/**
 * The per-IP limits of the lookup and of logins (and the per-account login limit) raised, so a
 * load from one loopback address measures the route rather than its 429 answer. Everything else
 * is what `api/dist/server.js` runs in production.
 */
export const BENCH_LIMITS = {
  RATE_LIMIT_CERTIFICATE_LOOKUP: '1000000000/1m',
  RATE_LIMIT_LOGIN: '1000000000/1m',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000000000/1m',
};

/**
 * The logger settings of both sides, so the comparison is fair: pino at info with a line per
 * request, as in production. The bare route reads the same settings from api/dist/lib/logging.js.
 */
export const BENCH_LOGGING = { LOG_LEVEL: 'info', LOG_FORMAT: 'json' };

export async function runApi() {
  const api = await startServer({ env: { ...BENCH_LIMITS, ...BENCH_LOGGING } });
  let bare;
  try {
    const lookupUrl = `${api.url}/api/certificates/${DEMO_CERTIFICATE}`;
    const res = await fetch(lookupUrl);
    if (!res.ok) throw new Error(`GET ${lookupUrl}: ${res.status}`);
    const body = await res.text();
    bare = await startServer({
      script: path.join(root, 'scripts/bench/bare-server.mjs'),
      env: { BODY: body, ...BENCH_LOGGING },
    });

    // Warm both up (JIT, connections), then measure them in turn with the same load, ROUNDS
    // times: api, bare, api, bare, ... The machine's other work changes from second to second;
    // the median of the rounds' ratios is what a single pair would show on a quiet machine.
    const bareUrl = `${bare.url}/api/certificates/${DEMO_CERTIFICATE}`;
    await cannon({ url: lookupUrl, connections: 2, duration: 1 });
    await cannon({ url: bareUrl, connections: 2, duration: 1 });
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const apiRound = summary(await cannon({ url: lookupUrl, ...LOAD }));
      const bareRound = summary(await cannon({ url: bareUrl, ...LOAD }));
      rounds.push({
        api: apiRound,
        bare: bareRound,
        ratio: round2(apiRound.requestsPerSec / bareRound.requestsPerSec),
      });
    }
    await bare.stop();
    bare = undefined;
    const { api: apiRun, bare: bareRun, ratio } = median(rounds, (r) => r.ratio);
    const apiFailures = rounds.reduce((sum, r) => sum + r.api.non2xx + r.api.errors, 0);

    // Lookups while wrong-password logins run at a low rate on the same server.
    let n = 0;
    const [lookups, logins] = await Promise.all([
      cannon({ url: lookupUrl, ...LOAD }),
      cannon({
        url: `${api.url}/api/users/login`,
        method: 'POST',
        connections: 2,
        overallRate: 10,
        duration: LOAD.duration,
        headers: { 'content-type': 'application/json' },
        setupClient: (client) => {
          client.setBody(
            JSON.stringify({ email: `bench-${n++}@example.com`, password: 'wrong-password-123' }),
          );
        },
      }),
    ]);
    const duringLogins = summary(lookups);
    const loginRun = summary(logins);

    const rows = [
      {
        figure: `GET /api/certificates/${DEMO_CERTIFICATE} req/s vs bare Fastify`,
        value: `${ratio} (${apiRun.requestsPerSec} / ${bareRun.requestsPerSec} req/s; p99 ${apiRun.p99Ms} ms vs ${bareRun.p99Ms} ms; median of ${rounds.map((r) => r.ratio).join(', ')})`,
        budget: `≥ ${THROUGHPUT_RATIO_BUDGET}`,
        pass: ratio >= THROUGHPUT_RATIO_BUDGET && apiFailures === 0,
      },
      {
        figure: 'lookup p99 while logins run',
        value: `${duringLogins.p99Ms} ms (${duringLogins.requestsPerSec} req/s; ${loginRun.requestsPerSec} logins/s, p99 ${loginRun.p99Ms} ms)`,
        budget: `≤ ${P99_DURING_LOGINS_BUDGET_MS} ms`,
        pass:
          duringLogins.p99Ms <= P99_DURING_LOGINS_BUDGET_MS &&
          duringLogins.non2xx === 0 &&
          loginRun.requestsPerSec > 0,
      },
    ];
    return {
      rows,
      details: {
        load: LOAD,
        rounds,
        api: apiRun,
        bare: bareRun,
        ratio,
        duringLogins,
        logins: loginRun,
      },
    };
  } finally {
    if (bare) await bare.stop();
    await api.stop();
  }
}
