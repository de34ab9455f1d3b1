import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EARLY_INPUT_SCRIPT } from '../src/plugins/early-input';
import { cacheControlFor } from '../src/plugins/static';
import { json, tempDir, testApp, type TestApp } from './helpers';

const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(20000))});`;

const INLINE_CONFIG = /<script type="application\/json" id="site-config">([^<]*)<\/script>/;

/**
 * The document without what the server adds to every one, each checked on its own: the inline
 * site configuration and the early-input script (which must come first in the head).
 */
function withoutConfig(html: string): string {
  expect(html).toContain(`<head><script>${EARLY_INPUT_SCRIPT}</script>`);
  return html.replace(INLINE_CONFIG, '').replace(`<script>${EARLY_INPUT_SCRIPT}</script>`, '');
}

/** The site configuration the document carries inline. */
function inlineConfig(html: string): unknown {
  const match = INLINE_CONFIG.exec(html);
  if (!match?.[1]) throw new Error('the document has no inline site configuration');
  return JSON.parse(match[1]) as unknown;
}

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
    expect(withoutConfig(res.body)).toBe(INDEX_HTML);
  });

  it('puts the site configuration /api/site-config answers inline in the document', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    for (const url of ['/', '/index.html', '/comptia/specialist/a-plus', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(inlineConfig(res.body)).toEqual(json(config));
      // In the head, before the deferred entry runs.
      expect(res.body.indexOf('id="site-config"')).toBeLessThan(res.body.indexOf('</head>'));
    }
  });

  it('falls back to the shell index for a deep client-side route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/comptia/specialist/a-plus',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(withoutConfig(res.body)).toBe(INDEX_HTML);
  });

  it('answers 404, not the index, for an unknown path that does not accept HTML', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/missing-chunk.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers a JSON 404 for an unknown /api path even when HTML is accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('serves a hashed chunk as immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/123.a1b2c3d4.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await t.app.inject({ method: 'GET', url: '/styles.0badc0ffee.css' });
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD for a file and for a page, and never sends a file from outside the build', async () => {
    const file = await t.app.inject({ method: 'HEAD', url: '/main.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/javascript/);
    expect(file.body).toBe('');
    const page = await t.app.inject({
      method: 'HEAD',
      url: '/about-us',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // A file two folders above the shell's build: no spelling of ../ reaches it.
    writeFileSync(path.join(root, 'private.txt'), 'NOT A PUBLIC FILE');
    for (const url of [
      '/..%2f..%2fprivate.txt',
      '/%2e%2e/%2e%2e/private.txt',
      '/../../private.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect({ url, status: res.statusCode >= 400, body: res.body }).toEqual({
        url,
        status: true,
        body: expect.not.stringContaining('NOT A PUBLIC FILE'),
      });
    }
    // An address that cannot be decoded is a bad request, not an error of the server.
    const bad = await t.app.inject({ method: 'GET', url: '/%E0%A4%A.js' });
    expect(bad.statusCode).toBe(400);
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

/** A render bundle that marks what it renders; /Gallery fails, course pages use the catalog. */
const FAKE_RENDER = `
let calls = 0;
exports.render = async (url, config) => {
  calls += 1;
  if (url === '/Gallery') throw new Error('the gallery does not render');
  return {
    html: '<main><h1>Rendered ' + url + '</h1><p>render number ' + calls + '</p></main>',
    styles: '<style data-styled="active">h1{color:#123456}</style>',
    head: { title: 'Page ' + url + ' | ' + config.brandName, description: 'About "it" <here>', path: url },
    remotes: url.startsWith('/comptia') ? ['catalog'] : [],
    lang: url.startsWith('/hi') ? 'hi' : 'en',
    texts: url.startsWith('/hi') ? { d1: { hello: 'नमस्ते </script><b>' } } : {},
  };
};
`;

function staticRootWithRender(render: string): string {
  const root = fakeStaticRoot();
  mkdirSync(path.join(root, 'shell/dist-ssr'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist-ssr/render.js'), render);
  return root;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('prerendered public routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', {
      STATIC_ROOT: staticRootWithRender(FAKE_RENDER),
      SITE_BRAND_NAME: 'Brand <b>',
      PUBLIC_ORIGIN: 'https://training.example.com',
    });
  });
  afterAll(async () => t.close());

  it('sends a public route rendered, with its styles, head tags and the inline configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<div id="root" data-prerendered="/about-us"><main><h1>Rendered /about-us</h1>',
    );
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<style data-styled="active">h1{color:#123456}</style>');
    // Escaped: the brand name and description cannot add markup.
    expect(head).toContain('<title>Page /about-us | Brand &lt;b&gt;</title>');
    expect(head).not.toContain('<title>shell</title>');
    expect(head).toContain('<link rel="canonical" href="https://training.example.com/about-us"/>');
    expect(head).toContain(
      '<meta property="og:description" content="About &quot;it&quot; &lt;here&gt;"/>',
    );
    expect(head).toContain('<meta property="og:site_name" content="Brand &lt;b&gt;"/>');
    // '<' in the inline configuration is escaped, and the value still reads back whole.
    expect(res.body).not.toContain('"Brand <b>"');
    expect((inlineConfig(res.body) as { brandName: string }).brandName).toBe('Brand <b>');
  });

  it('sends a page in another language at its own address, saying so in its head', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hi/about-us', headers: html });
    expect(res.statusCode).toBe(200);
    // Rendered for that address (the render takes the language from it).
    expect(res.body).toContain('<div id="root" data-prerendered="/hi/about-us">');
    expect(res.body).toContain('<html lang="hi" dir="ltr">');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="canonical" href="https://training.example.com/hi/about-us"/>',
    );
    expect(head).toContain('<meta property="og:locale" content="hi_IN"/>');
    // The texts it was rendered with go with it, as data that cannot end its element.
    const sent =
      /<script type="application\/json" id="page-texts" data-lang="hi">(.*?)<\/script>/.exec(head);
    expect(JSON.parse(sent?.[1] ?? 'null')).toEqual({ d1: { hello: 'नमस्ते </script><b>' } });
    const alternates = [
      ...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
    ];
    expect(alternates.map((m) => [m[1], m[2]])).toEqual([
      ['en', 'https://training.example.com/about-us'],
      ['hi', 'https://training.example.com/hi/about-us'],
      ['nl', 'https://training.example.com/nl/about-us'],
      ['fr', 'https://training.example.com/fr/about-us'],
      ['pt', 'https://training.example.com/pt/about-us'],
      ['it', 'https://training.example.com/it/about-us'],
      ['ar', 'https://training.example.com/ar/about-us'],
      ['x-default', 'https://training.example.com/about-us'],
    ]);
    const arabicHome = await t.app.inject({ method: 'GET', url: '/ar', headers: html });
    expect(arabicHome.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHome.body).toContain(
      '<link rel="canonical" href="https://training.example.com/ar"/>',
    );
    expect(arabicHome.body).toContain('data-prerendered="/ar"');
  });

  it('gives every page of another language its <html lang dir>, prerendered or not', async () => {
    const quiz = await t.app.inject({ method: 'GET', url: '/ar/test', headers: html });
    expect(quiz.statusCode).toBe(200);
    expect(quiz.body).toContain('<html lang="ar" dir="rtl">');
    expect(quiz.body).toContain('<div id="root"></div>');
    const english = await t.app.inject({ method: 'GET', url: '/test', headers: html });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    const about = await t.app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(about.body).not.toContain('id="page-texts"');
  });

  it('prerenders the account pages, which the sitemap does not list', async () => {
    for (const url of ['/login', '/signup', '/forgot-password', '/ar/login']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`data-prerendered="${url}"`);
    }
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/login<');
  });

  it("sends /hi/ to /hi, the address the site's links use", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hi/?ref=x', headers: html });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/hi?ref=x');
  });

  it('builds every absolute URL from PUBLIC_ORIGIN, whatever Host the request names', async () => {
    const forged = { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' };
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: forged });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('evil.example.net');
    expect(sitemap.body).toContain('<loc>https://training.example.com/about-us</loc>');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(robots.body).not.toContain('evil');
    const page = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, ...forged },
    });
    expect(page.body).not.toContain('evil.example.net');
    expect(page.body).toContain(
      '<link rel="canonical" href="https://training.example.com/about-us"/>',
    );
  });

  it('lists every page in every language in the sitemap, each with its alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://training.example.com/fr/pecb/privacy/gdpr');
    expect(locs).toContain('https://training.example.com/ar');
    expect(locs.filter((l) => l?.endsWith('/comptia/specialist/a-plus'))).toHaveLength(7);
    const entry = /<url><loc>https:\/\/training.example.com\/nl\/Gallery<\/loc>(.*?)<\/url>/.exec(
      res.body,
    );
    expect(entry?.[1]).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://training.example.com/hi/Gallery"/>',
    );
    expect(entry?.[1]).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://training.example.com/Gallery"/>',
    );
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://training.example.com/sitemap.xml');
    expect(robots.body).toContain('Disallow: /hi/admin-panel');
    expect(robots.body).toContain('Disallow: /ar/test');
    // A reminder's opt-out page holds a person's token: neither listed nor crawled.
    expect(locs.filter((l) => l?.includes('/reminders/'))).toEqual([]);
    expect(robots.body).toContain('Disallow: /reminders/');
    expect(robots.body).toContain('Disallow: /ar/reminders/');
  });

  it('renders a route once and keeps the result', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/our-services', headers: html });
    const second = await t.app.inject({ method: 'GET', url: '/our-services', headers: html });
    expect(first.body).toContain('<h1>Rendered /our-services</h1>');
    expect(second.body).toBe(first.body);
  });

  it('sends the same security headers as the plain index', async () => {
    const rendered = await t.app.inject({ method: 'GET', url: '/contact-us', headers: html });
    const plain = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: html });
    expect(rendered.body).toContain('data-prerendered');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-resource-policy',
      'x-frame-options',
    ]) {
      expect(rendered.headers[name]).toBeDefined();
      expect(rendered.headers[name]).toBe(plain.headers[name]);
    }
  });

  it('sends the plain index for a query string, an unknown route and a non-public route', async () => {
    for (const url of ['/about-us?ref=mail', '/no-such-page', '/test', '/admin-panel']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(withoutConfig(res.body)).toBe(INDEX_HTML);
    }
  });

  it('answers 404 as before for a public route asked for without HTML', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });

  const varies = (res: { headers: Record<string, unknown> }) =>
    String(res.headers.vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());

  it.each([
    ['curl and link checkers', { accept: '*/*' }],
    ['a client that sends no Accept', {}],
    ['a link-preview bot', { accept: 'text/*, */*;q=0.8', 'user-agent': 'Slackbot-LinkExpanding' }],
    ['a browser', html],
  ])('serves a page to %s, varying on Accept', async (_who, headers) => {
    for (const url of ['/hi/about-us', '/about-us', '/comptia/specialist/a-plus']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(varies(res)).toContain('accept');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const page = await t.app.inject({ method: 'GET', url: '/hi/about-us', headers });
    expect(page.body).toContain('<h1>Rendered /hi/about-us</h1>');
  });

  it.each([
    ['JSON only', 'application/json'],
    ['anything but HTML', 'text/html;q=0, application/json'],
  ])(
    'answers a client asking for %s at a page address a JSON 404 no cache keeps',
    async (_what, accept) => {
      for (const url of ['/hi/about-us', '/comptia/specialist/a-plus', '/verify-certificate/X-1']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
        expect(res.headers['cache-control']).toBe('no-store');
        expect(varies(res)).toContain('accept');
      }
    },
  );

  it('still answers a missing file a JSON 404 whatever is accepted, never a page', async () => {
    for (const url of ['/missing-chunk.js', '/hi/logo.png', '/styles.0badc0ffee.css.map']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('sends the plain index when a route fails to render, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/Gallery', headers: html });
      expect(res.statusCode).toBe(200);
      expect(withoutConfig(res.body)).toBe(INDEX_HTML);
    }
  });

  it('prerenders a route of a remote this server serves', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/comptia/specialist/a-plus',
      headers: html,
    });
    expect(res.body).toContain('<h1>Rendered /comptia/specialist/a-plus</h1>');
  });
});

describe('prerendering with a remote served from elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', {
      STATIC_ROOT: staticRootWithRender(FAKE_RENDER),
      REMOTE_CATALOG_URL: 'https://cdn.example.com/catalog/mf-manifest.json',
    });
  });
  afterAll(async () => t.close());

  it("sends the plain index for that remote's routes and prerenders the others", async () => {
    const course = await t.app.inject({
      method: 'GET',
      url: '/comptia/specialist/a-plus',
      headers: html,
    });
    expect(withoutConfig(course.body)).toBe(INDEX_HTML);
    const about = await t.app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(about.body).toContain('<h1>Rendered /about-us</h1>');
  });
});

describe.each([
  ['a render bundle that does not load', 'this is not javascript ((('],
  ['a render bundle without a render function', 'exports.somethingElse = 1;'],
])('prerendering with %s', (_name, source) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', { STATIC_ROOT: staticRootWithRender(source) });
  });
  afterAll(async () => t.close());

  it('sends the plain index, never a 500', async () => {
    for (const url of ['/', '/about-us']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(withoutConfig(res.body)).toBe(INDEX_HTML);
    }
  });
});
