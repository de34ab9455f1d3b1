import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheControlFor } from '../src/plugins/static';
import { json, tempDir, testApp, type TestApp } from './helpers';

const INDEX_HTML =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(20000))});`;

function fakeStaticRoot(): string {
  const root = tempDir('api-static-');
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  write('shell/dist/index.html', INDEX_HTML);
  write('shell/dist/main.js', BIG_JS);
  write('shell/dist/123.a1b2c3d4.js', 'console.log("chunk")');
  write('shell/dist/styles.0badc0ffee.css', 'body{}');
  write('mfe-catalog/dist/mf-manifest.json', '{"name":"catalog"}');
  write('mfe-catalog/dist/mf-stats.json', '{}');
  write('mfe-catalog/dist/remoteEntry.js', 'var catalog;');
  write('mfe-catalog/dist/456.deadbeef99.js', 'console.log("remote chunk")');
  write('mfe-account/dist/mf-manifest.json', '{"name":"account"}');
  // mfe-certificates and mfe-payments are deliberately not built.
  return root;
}

describe('static hosting of the built front ends', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeStaticRoot();
    t = await testApp('sqlite', { STATIC_ROOT: root });
  });
  afterAll(async () => t.close());

  it('serves the shell index at / with no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('falls back to the shell index for a deep client-side route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/comptia/specialist/a-plus',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers 404, not the index, for an unknown path that does not accept HTML', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/missing-chunk.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, message: 'Not found' });
  });

  it('answers a JSON 404 for an unknown /api path even when HTML is accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, message: 'Not found' });
  });

  it('serves a hashed chunk as immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/123.a1b2c3d4.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await t.app.inject({ method: 'GET', url: '/styles.0badc0ffee.css' });
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the non-hashed entry main.js with no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote manifest under /mfe/<name>/ with no-cache and open CORS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/mfe/catalog/mf-manifest.json',
      headers: { origin: 'https://elsewhere.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ name: 'catalog' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves remoteEntry.js and mf-stats.json with no-cache and remote chunks as immutable', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/mfe/catalog/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const stats = await t.app.inject({ method: 'GET', url: '/mfe/catalog/mf-stats.json' });
    expect(stats.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ method: 'GET', url: '/mfe/catalog/456.deadbeef99.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a real 404 for a missing file under /mfe/, never the index', async () => {
    for (const url of [
      '/mfe/catalog/missing.js',
      '/mfe/catalog/',
      '/mfe/payments/mf-manifest.json',
      '/mfe/unknown/mf-manifest.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<!doctype html>');
    }
  });

  it('answers a CORS preflight for remote assets', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/mfe/account/mf-manifest.json',
      headers: { origin: 'https://x.example.com', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('does not open CORS on the shell or the API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/site-config',
      headers: { origin: 'https://elsewhere.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
  });

  it('sends a Content-Security-Policy with the shell page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });
});

describe('CORS_ORIGINS for remote assets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', {
      STATIC_ROOT: fakeStaticRoot(),
      CORS_ORIGINS: 'https://shell.example.com',
    });
  });
  afterAll(async () => t.close());

  it('allows a listed origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/mfe/catalog/mf-manifest.json',
      headers: { origin: 'https://shell.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://shell.example.com');
  });

  it('refuses an origin that is not listed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/mfe/catalog/mf-manifest.json',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a site whose front ends are not built yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', { STATIC_ROOT: tempDir('api-empty-') });
  });
  afterAll(async () => t.close());

  it('still starts and answers the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });

  it('explains that the front end is not built for an HTML navigation', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/not built yet/);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['main.js', 'no-cache'],
    ['123.a1b2c3d4.js', 'public, max-age=31536000, immutable'],
    ['vendors-react.0123456789abcdef.js', 'public, max-age=31536000, immutable'],
    ['about.1234567.js', 'no-cache'],
  ])('gives %s the header %s', (file, expected) => {
    expect(cacheControlFor(`/x/${file}`)).toBe(expected);
  });
});

describe('CORS_ORIGINS for the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', { CORS_ORIGINS: 'https://shell.example.com' });
  });
  afterAll(async () => t.close());

  it('lets a listed origin call the API, preflight included', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/site-config',
      headers: { origin: 'https://shell.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://shell.example.com');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/login',
      headers: {
        origin: 'https://shell.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
  });

  it('gives an unlisted origin no CORS headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/site-config',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
