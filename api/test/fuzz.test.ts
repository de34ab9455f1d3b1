// Property-based fuzzing of every route a visitor can call without signing in: random and mutated
// bodies, query strings and path parameters must never make the server answer 5xx, and every
// refusal must be the API's error body with a code. fast-check prints the seed and the failing
// request when a property fails; FUZZ_SEED=<seed> replays that run, FUZZ_RUNS=<n> runs longer.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { generousLimits, tempDir, testApp, type TestApp } from './helpers';

/** The anonymous routes, as the OpenAPI document names them; every one is fuzzed below. */
const ANONYMOUS = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/site-config',
  'POST /api/users/register',
  'POST /api/users/login',
  'POST /api/users/login/mfa',
  'POST /api/users/sendOTPToEmail',
  'POST /api/users/verifyOtp',
  'POST /api/users/reset_password',
  'GET /api/certificates/{certificateId}',
  'GET /api/certificates/{certificateId}/credential',
  'GET /api/credentials/status/{listId}',
  'POST /api/credentials/verify',
  'GET /api/reviews',
  'GET /api/blogs',
  'GET /api/blogs/{slug}',
  'GET /api/books',
  'POST /api/enquiries',
  'GET /api/enquiries/form-token',
  'GET /api/reminders/opt-out',
  'POST /api/reminders/opt-out',
  'POST /api/vitals',
  'GET /api/visits/pixel.gif',
  'GET /api/assessments',
  'GET /api/courses/{slug}/offers',
  // Signed by Stripe, not by a session: a bad signature (or no Stripe keys) is a 4xx.
  'POST /api/payments/stripe/webhook',
] as const;

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const options = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

/** Strings that have broken parsers before: markup, formulas, odd Unicode, dates, numbers. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\u202E',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  ';=1+1',
  '__proto__',
  'constructor',
  'SB-DEMO-2024',
  '2016-12-31T23:59:60Z',
  '9999-99-99',
  'NaN',
  '1e309',
  '-0',
  'a@b',
  'x'.repeat(5000),
  '𝕏'.repeat(300),
);

const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value, with nasty strings among the leaves. */
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor')), tie('v'), {
      maxKeys: 4,
    }),
  ),
})).v;

/** Bodies: random JSON, objects with the route's own field names, mutated JSON text, garbage. */
function bodies(fields: string[]): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(
      fields.length > 0 ? fc.subarray(fields) : fc.constant([] as string[]),
      fc.array(value, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(text, value, { maxKeys: 2 }),
    )
    .map(([names, values, extra]) => {
      const object: Record<string, unknown> = { ...extra };
      names.forEach((name, i) => (object[name] = values[i]));
      return object;
    });
  const plausible = fc
    .tuple(
      fc.array(fc.oneof(text, fc.emailAddress(), fc.stringMatching(/^\d{6}$/)), {
        minLength: fields.length,
        maxLength: fields.length,
      }),
    )
    .map(([values]) => Object.fromEntries(fields.map((name, i) => [name, values[i]])));
  const mutated = fc
    .tuple(plausible, fc.nat(), fc.string({ unit: 'binary', maxLength: 3 }), fc.boolean())
    .map(([object, at, inserted, cut]) => {
      const json = JSON.stringify(object);
      const i = at % (json.length + 1);
      return cut ? json.slice(0, i) : json.slice(0, i) + inserted + json.slice(i);
    });
  return fc.oneof(
    value.map((v) => JSON.stringify(v) ?? 'null'),
    shaped.map((o) => JSON.stringify(o)),
    plausible.map((o) => JSON.stringify(o)),
    mutated,
    fc.string({ unit: 'binary', maxLength: 60 }),
  );
}

/** A path segment: encoded text, or raw broken percent-encodings and odd characters. */
const segment = fc.oneof(
  text.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '?'))),
  fc.constantFrom('%', '%%', '%E0%A4%A', '%C0%AF', '%00', '%FF%FE', '..%2F..', 'a%2Fb', '.', '..'),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,300}$/),
);

/** A query string: random names and values, some with broken encodings. */
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.oneof(fc.constantFrom('download', 'page', 'from', 'q', '__proto__'), fc.string()),
      fc.oneof(text, fc.constantFrom('%', '%E0%A4%A')),
      { maxKeys: 3 },
    )
    .map(
      (q) =>
        '?' +
        Object.entries(q)
          .map(
            ([k, v]) =>
              `${encodeURIComponent(k)}=${v.startsWith('%') ? v : encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '?'))}`,
          )
          .join('&'),
    ),
);

const headers = fc.record({
  'content-type': fc.oneof(
    fc.constant('application/json'),
    fc.constant('application/json'),
    fc.constantFrom(
      'application/json; charset=utf-16',
      'application/json; charset=bogus',
      'application/ld+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
    ),
  ),
  'accept-language': fc.constantFrom('en', 'hi', 'ar', 'fr', 'xx', '*', 'hi;q=0.x', ''),
  accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'application/ld+json', ''),
});

/** The server's answer is never a fault, and a refusal is the API's body with a code. */
function expectOurAnswer(what: string, res: LightMyRequestResponse): void {
  expect([what, res.statusCode < 500]).toEqual([what, true]);
  if (res.statusCode < 400) return;
  expect([what, res.headers['content-type']]).toEqual([what, 'application/json; charset=utf-8']);
  const body = JSON.parse(res.body) as { success?: unknown; code?: unknown; message?: unknown };
  expect([what, body.success, typeof body.code, typeof body.message]).toEqual([
    what,
    false,
    'string',
    'string',
  ]);
  expect([what, body.code]).toEqual([what, expect.stringMatching(/^[A-Z][A-Z0-9_]*$/)]);
}

describe('fuzzing the anonymous routes (SQLite)', () => {
  let t: TestApp;
  let fieldsOf: Map<string, string[]>;
  beforeAll(async () => {
    // Limits out of the way, so a 429 never hides what the input itself does.
    const limits = generousLimits();
    for (const limit of Object.values(limits)) limit.max = 1_000_000;
    // A built front end (its document and a render bundle), so the page addresses answer pages.
    const root = tempDir('api-fuzz-static-');
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    mkdirSync(path.join(root, 'shell', 'dist-ssr'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(root, 'shell', 'dist-ssr', 'render.js'),
      "exports.render = async (url) => ({ html: '<main></main>', styles: '', head: { title: 'T', path: url }, remotes: [] });",
    );
    t = await testApp(
      'sqlite',
      { SEED_DEMO_DATA: 'true', STATIC_ROOT: root },
      { rateLimits: limits },
    );
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            security?: unknown;
            requestBody?: {
              content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
            };
          }
        >
      >;
    };
    fieldsOf = new Map();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security) continue;
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        fieldsOf.set(`${method.toUpperCase()} ${path}`, Object.keys(schema?.properties ?? {}));
      }
    }
  });
  afterAll(async () => t.close());

  it('fuzzes every route the OpenAPI document lists without sign-in', () => {
    expect([...fieldsOf.keys()].sort()).toEqual([...ANONYMOUS].sort());
  });

  it.each(ANONYMOUS.map((route) => [route]))('never answers 5xx on %s', async (route) => {
    const [method, template] = route.split(' ') as ['GET' | 'POST', string];
    const fields = fieldsOf.get(route) ?? [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 2, maxLength: 2 }),
        query,
        method === 'POST' ? bodies(fields) : fc.constant(undefined),
        headers,
        async (segments, search, payload, sent) => {
          let n = 0;
          const url = template.replace(/\{[^}]+\}/g, () => segments[n++] ?? 'x') + search;
          const res = await t.app.inject({
            method,
            url,
            headers: Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== '')),
            ...(payload === undefined ? {} : { payload }),
          });
          expectOurAnswer(`${method} ${url} ${JSON.stringify(payload)}`, res);
        },
      ),
      options,
    );
  });

  it('never answers 5xx on the page addresses, whatever the path and Accept', async () => {
    const prefix = fc.constantFrom(
      '/verify-certificate/',
      '/hi/verify-certificate/',
      '/ar/verify-certificate/',
      '/',
      '/hi/',
      '/mfe/catalog/',
      '/.well-known/',
      '/sitemap.xml/',
    );
    await fc.assert(
      fc.asyncProperty(
        prefix,
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        query,
        headers,
        fc.constantFrom('GET', 'HEAD') as fc.Arbitrary<'GET' | 'HEAD'>,
        async (start, segments, search, sent, method) => {
          const url = `${start}${segments.join('/')}${search}`;
          const res = await t.app.inject({
            method,
            url,
            headers: { accept: sent.accept, 'accept-language': sent['accept-language'] },
          });
          expect([url, res.statusCode < 500]).toEqual([url, true]);
          if (res.statusCode >= 400 && method === 'GET') expectOurAnswer(`${method} ${url}`, res);
        },
      ),
      { ...options, numRuns: RUNS * 4 },
    );
  });
});
