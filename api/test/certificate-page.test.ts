// A certificate's page is sent rendered with the certificate and its signature check, and with
// both as data for the browser's hydration (docs/PERFORMANCE.md 'Prerendering').
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  generousLimits,
  json,
  bearer,
  signedInAdmin,
  tempDir,
  testApp,
  type TestApp,
} from './helpers';

const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head><body><div id="root"></div></body></html>';

/** A render bundle that shows the data it was given, so a test sees what the page got. */
const ECHO_RENDER = `
exports.render = async (url, config, data) => ({
  html: '<main><h1>' + url + '</h1><pre>' + JSON.stringify(data).replace(/</g, '&lt;') + '</pre></main>',
  styles: '',
  head: { title: 'Certificate', path: url },
  remotes: ['certificates'],
  lang: 'en',
  texts: {},
});
`;

function staticRoot(): string {
  const root = tempDir('api-certificate-page-');
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  write('shell/dist/index.html', INDEX_HTML);
  write('shell/dist-ssr/render.js', ECHO_RENDER);
  return root;
}

const html = { accept: 'text/html' };
const PAGE_DATA =
  /<script type="application\/json" id="page-data" data-path="([^"]*)">([^<]*)<\/script>/;

function sentData(body: string): { path: string; data: Record<string, unknown> } | null {
  const match = PAGE_DATA.exec(body);
  return match ? { path: match[1] as string, data: JSON.parse(match[2] as string) } : null;
}

const prerendered = (body: string) => /<div id="root" data-prerendered="[^"]+">/.test(body);

describe("a certificate's page", () => {
  let t: TestApp;
  let token: string;
  let id: string;
  const LOOKUPS = 6;

  beforeAll(async () => {
    t = await testApp(
      'sqlite',
      { STATIC_ROOT: staticRoot(), PUBLIC_ORIGIN: 'https://certs.example.test' },
      { rateLimits: generousLimits({ certificateLookup: { max: LOOKUPS, windowMs: 60_000 } }) },
    );
    token = (await signedInAdmin(t.app)).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: bearer(token),
      payload: { fullName: 'Asha Verma', courseName: 'Security+ </script> course' },
    });
    expect(res.statusCode).toBe(201);
    id = json<{ data: { certificateId: string } }>(res).data.certificateId;
  });
  afterAll(async () => t.close());

  /** Each test comes from its own address, so the lookup limit counts only its own pages. */
  let address = 0;
  const visit = (url: string, headers: Record<string, string> = html, ip = `10.0.0.${++address}`) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });

  it('is rendered with the certificate and the check of its credential, sent as data', async () => {
    const res = await visit(`/verify-certificate/${id}`);
    expect(res.statusCode).toBe(200);
    expect(prerendered(res.body)).toBe(true);
    const sent = sentData(res.body);
    expect(sent?.path).toBe(`/verify-certificate/${id}`);
    expect(sent?.data).toEqual({
      [`certificate:${id}`]: expect.objectContaining({
        certificateId: id,
        fullName: 'Asha Verma',
        courseName: 'Security+ </script> course',
        status: 'valid',
      }),
      [`signature:${id}`]: {
        issuer: expect.any(String),
        key: 'key-1',
        signedAt: expect.any(String),
      },
    });
    // A course name cannot end the data block or write markup.
    expect(res.body).not.toContain('</script> course');
    // The lookup's answer and the page agree.
    const lookup = await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(sent?.data[`certificate:${id}`]).toEqual(json<{ data: unknown }>(lookup).data);
  });

  it("checks a certificate's credential once, not on every view", async () => {
    const verify = jest.spyOn(t.app.credentials, 'verify');
    try {
      const first = await visit(`/fr/verify-certificate/${id}`);
      const second = await visit(`/fr/verify-certificate/${id}`);
      expect(sentData(second.body)?.data).toEqual(sentData(first.body)?.data);
      expect(sentData(second.body)?.data).toHaveProperty(`signature:${id}`);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('is found by the ID as the address writes it, in every language', async () => {
    const res = await visit(`/hi/verify-certificate/${id.toLowerCase()}`);
    expect(res.body).toContain('<html lang="hi" dir="ltr">');
    expect(sentData(res.body)?.data).toHaveProperty(`certificate:${id.toLowerCase()}`);
    const ar = await visit(`/ar/verify-certificate/${id}`);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(sentData(ar.body)?.path).toBe(`/ar/verify-certificate/${id}`);
  });

  it('shows a revocation at once: the data, and so the render, change', async () => {
    const before = await visit(`/verify-certificate/${id}`);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${id}/revoke`,
      headers: bearer(token),
      payload: { reason: 'Issued in error' },
    });
    expect(revoke.statusCode).toBe(200);
    const after = await visit(`/verify-certificate/${id}`);
    expect(sentData(before.body)?.data[`certificate:${id}`]).toMatchObject({ status: 'valid' });
    expect(sentData(after.body)?.data[`certificate:${id}`]).toMatchObject({ status: 'revoked' });
    expect(after.body).toContain('revoked');
  });

  it('is the plain page, with no data, for an unknown or malformed ID and with a query', async () => {
    for (const url of [
      '/verify-certificate/NO-SUCH-ID',
      `/verify-certificate/${'x'.repeat(65)}`,
      `/verify-certificate/${id}?from=mail`,
    ]) {
      const res = await visit(url);
      expect(res.statusCode).toBe(200);
      expect(prerendered(res.body)).toBe(false);
      expect(sentData(res.body)).toBeNull();
    }
  });

  it('counts against the lookup limit: past it the page tells nothing the API would not', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < LOOKUPS; i++) {
      expect(sentData((await visit(`/verify-certificate/${id}`, html, ip)).body)).not.toBeNull();
    }
    const refused = await visit(`/verify-certificate/${id}`, html, ip);
    expect(refused.statusCode).toBe(200);
    expect(prerendered(refused.body)).toBe(false);
    expect(refused.body).not.toContain('Asha');
    // Another address is not affected.
    expect(sentData((await visit(`/verify-certificate/${id}`)).body)).not.toBeNull();
  });

  it('answers the credential, not the page, to a client asking for JSON-LD; 404 without HTML', async () => {
    const ld = await visit(`/verify-certificate/${id}`, { accept: 'application/ld+json' });
    expect(ld.headers['content-type']).toContain('application/ld+json');
    expect(json<{ type: string[] }>(ld).type).toContain('OpenBadgeCredential');
    const other = await visit(`/verify-certificate/${id}`, { accept: 'application/json' });
    expect(other.statusCode).toBe(404);
  });
});
