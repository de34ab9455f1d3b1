// One limit for every way to read a certificate by its ID, per client address: the JSON lookup,
// the credential, the certificate's page in every language and its JSON-LD answer, and the
// verification of a posted credential. A client that used up its lookups on one of them is refused
// on all the others, so several paths do not multiply its guesses at an ID.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_CERTIFICATE_ID } from '../src/db/seed';
import { dialects, generousLimits, json, tempDir, testApp, type TestApp } from './helpers';

const LOOKUPS = 3;
const JSON_LD = { accept: 'application/ld+json' };
const HTML = { accept: 'text/html' };

/** The shell and a render bundle that shows the data it was given (the page's certificate). */
function staticRoot(): string {
  const root = tempDir('api-lookup-limit-');
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  write(
    'shell/dist-ssr/render.js',
    `exports.render = async (url, config, data) => ({
      html: '<pre>' + JSON.stringify(data).replace(/</g, '&lt;') + '</pre>',
      styles: '', head: { title: 'Certificate', path: url }, remotes: [], lang: 'en', texts: {},
    });`,
  );
  return root;
}

describe.each(dialects)('the certificate lookup limit, shared by every path (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      dialect,
      {
        SEED_DEMO_DATA: 'true',
        PUBLIC_ORIGIN: 'https://certs.example.test',
        STATIC_ROOT: staticRoot(),
      },
      { rateLimits: generousLimits({ certificateLookup: { max: LOOKUPS, windowMs: 60_000 } }) },
    );
    await t.app.credentials.signPending();
  });
  afterAll(async () => t.close());

  /** Each test comes from its own address, so it starts with the whole limit. */
  let address = 0;
  function client() {
    address += 1;
    const remoteAddress = `192.0.2.${address}`;
    return (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers, remoteAddress });
  }

  function expectRefused(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(429);
    expect(json(res)).toMatchObject({ success: false, code: 'RETRY_IN' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses the JSON-LD answer of the certificate page once the lookups are used up', async () => {
    const get = client();
    for (let n = 0; n < LOOKUPS; n += 1) {
      expect((await get(`/api/certificates/SB-GUESS-${n}`)).statusCode).toBe(404);
    }
    expectRefused(await get(`/verify-certificate/${DEMO_CERTIFICATE_ID}`, JSON_LD));
    expectRefused(await get(`/fr/verify-certificate/${DEMO_CERTIFICATE_ID}`, JSON_LD));
    expectRefused(await get(`/api/certificates/${DEMO_CERTIFICATE_ID}/credential`));
  });

  it('refuses the lookup API once the lookups are used up through the JSON-LD page', async () => {
    const get = client();
    for (let n = 0; n < LOOKUPS; n += 1) {
      const res = await get(`/verify-certificate/SB-GUESS-${n}`, JSON_LD);
      expect(res.statusCode).toBe(404);
    }
    expectRefused(await get(`/api/certificates/${DEMO_CERTIFICATE_ID}`));
  });

  it('counts the credential route, and past the limit the page is sent without the certificate', async () => {
    const get = client();
    const shown = await get(`/hi/verify-certificate/${DEMO_CERTIFICATE_ID}`, HTML);
    expect(shown.body).toContain(`certificate:${DEMO_CERTIFICATE_ID}`);
    for (let n = 1; n < LOOKUPS; n += 1) {
      expect((await get(`/api/certificates/SB-GUESS-${n}/credential`)).statusCode).toBe(404);
    }
    expectRefused(await get(`/api/certificates/${DEMO_CERTIFICATE_ID}`));
    const page = await get(`/hi/verify-certificate/${DEMO_CERTIFICATE_ID}`, HTML);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(`certificate:${DEMO_CERTIFICATE_ID}`);
  });

  it('refuses the JSON-LD answer once the lookups are used up on the pages', async () => {
    const get = client();
    for (let n = 0; n < LOOKUPS; n += 1) {
      const page = await get(`/verify-certificate/${DEMO_CERTIFICATE_ID}`, HTML);
      expect(page.body).toContain(`certificate:${DEMO_CERTIFICATE_ID}`);
    }
    expectRefused(await get(`/ar/verify-certificate/${DEMO_CERTIFICATE_ID}`, JSON_LD));
  });

  it('counts a posted credential as a read of the certificate it names', async () => {
    const get = client();
    const credential = json(await get(`/api/certificates/${DEMO_CERTIFICATE_ID}/credential`));
    for (let n = 1; n < LOOKUPS; n += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/credentials/verify',
        payload: credential,
        remoteAddress: `192.0.2.${address}`,
      });
      expect(res.statusCode).toBe(200);
    }
    expectRefused(await get(`/verify-certificate/${DEMO_CERTIFICATE_ID}`, JSON_LD));
  });
});
