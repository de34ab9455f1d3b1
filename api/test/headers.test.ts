// The security and caching headers of every kind of answer: the shell's HTML, remote assets
// under /mfe, and the API.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { EARLY_INPUT_SCRIPT } from '../src/plugins/early-input';
import { generousLimits, json, tempDir, testApp, type TestApp } from './helpers';

function staticRoot(): string {
  const root = tempDir('api-headers-');
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  write('shell/dist/main.js', 'console.log("shell")');
  write('mfe-catalog/dist/mf-manifest.json', '{"name":"catalog"}');
  write('mfe-catalog/dist/remoteEntry.js', 'var catalog;');
  write('mfe-catalog/dist/456.deadbeef99.js', 'console.log("chunk")');
  return root;
}

const html = { accept: 'text/html' };

/** The CSP as a map of directive -> sources. */
function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

describe('security headers (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', {
      STATIC_ROOT: staticRoot(),
      REMOTE_CERTIFICATES_URL: 'https://certs.cdn.example/certificates/1.0.0/mf-manifest.json',
      SITE_VISITOR_COUNTER_URL: 'https://counter.example.net/pixel.gif',
    });
  });
  afterAll(async () => t.close());

  it('sends a strict Content-Security-Policy with the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    // The one inline script allowed is the early-input recorder, by the hash of its text.
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://certs.cdn.example',
      `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`,
    ]);
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([EARLY_INPUT_SCRIPT]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // styled-components injects <style> elements at run time (see docs/DEPLOYMENT.md).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://counter.example.net',
      'https://www.openstreetmap.org',
    ]);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://certs.cdn.example',
      'https://counter.example.net',
    ]);
    expect(csp.get('worker-src')).toEqual(["'none'"]);
    const all = String(res.headers['content-security-policy']);
    expect(all).not.toMatch(/unsafe-eval/);
    expect(all).not.toMatch(/\*/);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends no HSTS outside production, so plain-http development keeps working', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/', '/mfe/catalog/remoteEntry.js', '/api/health'])(
    'sends nosniff and strict-origin-when-cross-origin on %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(['/mfe/catalog/mf-manifest.json', '/mfe/catalog/456.deadbeef99.js'])(
    'lets other origins load %s (Cross-Origin-Resource-Policy: cross-origin)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    },
  );

  it.each(['/', '/main.js', '/api/health', '/api/site-config'])(
    'keeps %s same-origin (Cross-Origin-Resource-Policy: same-origin)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    },
  );

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/users/me'],
    ['GET', '/api/certificates/SB-NOT-THERE'],
    ['GET', '/api/no-such-route'],
    ['POST', '/api/users/login'],
  ])('answers %s %s with Cache-Control: no-store', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: { email: 'x@example.com', password: 'wrong one' } } : {}),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/certificates/SB-DEMO-2024', '/api/certificates/SB-NOT-THERE', '/api/nope'])(
    'answers %s with the API set: a CSP allowing nothing, no framing, no document-only headers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-xss-protection',
      ]) {
        expect(res.headers[documentOnly]).toBeUndefined();
      }
    },
  );

  it('keeps the page set on the browsable API documentation (an HTML page)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: html });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(directives(res.headers['content-security-policy']).get('script-src')).toContain(
      "'self'",
    );
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });

  it('lets a route choose its own caching (site configuration, public reviews)', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(config.headers['cache-control']).toBe('no-cache');
    const reviews = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(reviews.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('security headers (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(48),
      PUBLIC_ORIGIN: 'https://site.example',
      STATIC_ROOT: staticRoot(),
    });
  });
  afterAll(async () => t.close());

  it('sends HSTS for a year on pages and API answers', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});

describe('TRUST_PROXY', () => {
  const limits = generousLimits({ certificateLookup: { max: 1, windowMs: 60_000 } });
  const lookup = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/certificates/SB-NOT-THERE',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For when unset: a client cannot pose as many addresses', async () => {
    const t = await testApp('sqlite', {}, { rateLimits: limits });
    try {
      expect((await lookup(t, '198.51.100.1')).statusCode).toBe(404);
      // A different forged address is still the same client (127.0.0.1) to the limit.
      expect((await lookup(t, '198.51.100.2')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('takes the client address from X-Forwarded-For when set', async () => {
    const t = await testApp('sqlite', { TRUST_PROXY: 'loopback' }, { rateLimits: limits });
    try {
      expect((await lookup(t, '198.51.100.1')).statusCode).toBe(404);
      expect((await lookup(t, '198.51.100.2')).statusCode).toBe(404);
      expect((await lookup(t, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('trusts X-Forwarded-For only from the listed proxies', async () => {
    const t = await testApp('sqlite', { TRUST_PROXY: '10.0.0.5' }, { rateLimits: limits });
    try {
      // The request comes from 127.0.0.1, which is not the listed proxy.
      expect((await lookup(t, '198.51.100.1')).statusCode).toBe(404);
      expect((await lookup(t, '198.51.100.2')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('/api/ready and the migrations', () => {
  it('answers 503 naming a migration the database has not applied', async () => {
    const t = await testApp('sqlite');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      // As if this build were newer than the schema another instance left behind.
      await sql`delete from kysely_migration where name = '0001_initial'`.execute(t.app.db);
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toMatchObject({
        success: false,
        code: 'MIGRATIONS_PENDING',
        message: 'Database migrations not applied: 0001_initial',
      });
      // Liveness is a different question: the process still answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
