// (3) The API's certificate lookup against a bare Fastify route, and its p99 during logins.
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer } from './server.mjs';

export const DEMO_CERTIFICATE = 'SB-DEMO-2024';
export const THROUGHPUT_RATIO_BUDGET = 0.6;
/** Argon2 runs on libuv's pool: a blocked event loop would push lookups far past this. */
export const P99_DURING_LOGINS_BUDGET_MS = 100;
const LOAD = { connections: 10, duration: 5 };

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

export async function runApi() {
  const api = await startServer({ script: path.join(root, 'scripts/bench/api-server.cjs') });
  let bare;
  try {
    const lookupUrl = `${api.url}/api/certificates/${DEMO_CERTIFICATE}`;
    const res = await fetch(lookupUrl);
    if (!res.ok) throw new Error(`GET ${lookupUrl}: ${res.status}`);
    const body = await res.text();
    bare = await startServer({
      script: path.join(root, 'scripts/bench/bare-server.mjs'),
      env: { BODY: body },
    });

    // Warm both up (JIT, connections), then measure one after the other with the same load.
    await cannon({ url: lookupUrl, connections: 2, duration: 1 });
    await cannon({
      url: `${bare.url}/api/certificates/${DEMO_CERTIFICATE}`,
      connections: 2,
      duration: 1,
    });
    const apiRun = summary(await cannon({ url: lookupUrl, ...LOAD }));
    const bareRun = summary(
      await cannon({ url: `${bare.url}/api/certificates/${DEMO_CERTIFICATE}`, ...LOAD }),
    );
    await bare.stop();
    bare = undefined;

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

    const ratio = Math.round((apiRun.requestsPerSec / bareRun.requestsPerSec) * 100) / 100;
    const rows = [
      {
        figure: `GET /api/certificates/${DEMO_CERTIFICATE} req/s vs bare Fastify`,
        value: `${ratio} (${apiRun.requestsPerSec} / ${bareRun.requestsPerSec} req/s; p99 ${apiRun.p99Ms} ms vs ${bareRun.p99Ms} ms)`,
        budget: `≥ ${THROUGHPUT_RATIO_BUDGET}`,
        pass: ratio >= THROUGHPUT_RATIO_BUDGET && apiRun.non2xx === 0 && apiRun.errors === 0,
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
      details: { load: LOAD, api: apiRun, bare: bareRun, ratio, duringLogins, logins: loginRun },
    };
  } finally {
    if (bare) await bare.stop();
    await api.stop();
  }
}
