import { statSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { build, loggerOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { json, latestCode, register, testApp, testConfig, uniqueEmail } from './helpers';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

async function appWithLogs(config: AppConfig) {
  const { stream, lines } = captureLogs();
  const app = await build({
    config,
    logger: { ...(loggerOptions(config) as object), level: 'info', stream },
  });
  return { app, lines };
}

describe('OpenAPI documentation', () => {
  it('serves Swagger UI at /api/docs from the package (no internet needed)', async () => {
    const t = await testApp();
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toMatch(/swagger-ui-bundle\.js/);
      expect(page.body).not.toMatch(/https?:\/\/(unpkg|cdn)/);
      const bundle = await t.app.inject({
        method: 'GET',
        url: '/api/docs/static/swagger-ui-bundle.js',
      });
      expect(bundle.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('generates the document from the route schemas, every route included', async () => {
    const t = await testApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
      expect(doc.openapi).toMatch(/^3\./);
      for (const p of [
        '/api/users/register',
        '/api/users/login',
        '/api/users/sendOTPToEmail',
        '/api/users/verifyOtp',
        '/api/users/reset_password',
        '/api/users/me',
        '/api/users/{id}',
        '/api/certificates/{certificateId}',
        '/api/certificates/bulk',
        '/api/certificates/{certificateId}/revoke',
        '/api/questions/getQuestions',
        '/api/questions/addQuestion',
        '/api/results',
        '/api/results/mine',
        '/api/security',
        '/api/site-config',
        '/api/health',
        '/api/enquiries',
        '/api/vitals',
      ]) {
        expect(Object.keys(doc.paths)).toContain(p);
      }
      expect(Object.keys(doc.paths).some((p) => p.includes('*'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it('give every request an id, echoed in X-Request-Id, and one line once answered', async () => {
    const ctx = await testConfig('sqlite');
    const { app, lines } = await appWithLogs(ctx.config);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const id = res.headers['x-request-id'];
      const entries = lines.map(
        (l) =>
          JSON.parse(l) as {
            reqId?: string;
            msg: string;
            req?: { method: string; url: string };
            res?: { statusCode: number };
            responseTime?: number;
          },
      );
      const mine = entries.filter((e) => e.reqId === id);
      expect(mine.map((e) => e.msg)).toEqual(['request completed']);
      expect(mine[0]).toMatchObject({
        req: { method: 'GET', url: '/api/health' },
        res: { statusCode: 200 },
      });
      expect(typeof mine[0]?.responseTime).toBe('number');
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });

  it('never contain a one-time code, a password or a token in production', async () => {
    const ctx = await testConfig('sqlite', {
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(48),
      PUBLIC_ORIGIN: 'https://site.example',
    });
    const { app, lines } = await appWithLogs(ctx.config);
    try {
      const account = await register(app);
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: account.password },
      });
      const token = json<{ token: string }>(login).token;
      await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      await app.inject({
        method: 'POST',
        url: '/api/users/sendOTPToEmail',
        payload: { email: account.email },
      });
      const code = await latestCode(app, account.email);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/users/verifyOtp',
        payload: { email: account.email, otp: code },
      });
      const resetToken = json<{ resetToken: string }>(verified).resetToken;
      const log = lines.join('\n');
      expect(log).toMatch(/e-mail written to the outbox/);
      for (const secret of [code, account.password, token, resetToken, 'argon2id'])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });

  it('show the e-mail text outside production so a developer can read the code', async () => {
    const ctx = await testConfig('sqlite');
    const { app, lines } = await appWithLogs(ctx.config);
    try {
      const account = await register(app);
      await app.inject({
        method: 'POST',
        url: '/api/users/sendOTPToEmail',
        payload: { email: account.email },
      });
      const code = await latestCode(app, account.email);
      expect(lines.join('\n')).toContain(code);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});

describe('e-mail', () => {
  it('writes <timestamp>-<recipient>.eml files to DATA_DIR/outbox without SMTP_URL', async () => {
    const t = await testApp('sqlite', {}, { rateLimits: (await testConfig()).config.rateLimits });
    try {
      const account = await register(t.app, { email: uniqueEmail('Mixed.Case') });
      await t.app.inject({
        method: 'POST',
        url: '/api/users/sendOTPToEmail',
        payload: { email: account.email },
      });
      await t.app.mailer.idle();
      await t.app.outbox.idle();
      const dir = path.join(t.config.dataDir, 'outbox');
      // The reset code's file (the sign-up also sent an address-proof code).
      const file = readdirSync(dir).find((name) =>
        readFileSync(path.join(dir, name), 'utf8').includes('password reset code'),
      );
      expect(file).toMatch(
        new RegExp(
          `^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z-${account.email.toLowerCase().replace(/\./g, '\\.')}(-\\d+)?\\.eml$`,
        ),
      );
      const raw = readFileSync(path.join(dir, file!), 'utf8');
      expect(raw).toMatch(/^Subject: Your Skillbridge IT Academy \(demo\) password reset code$/m);
      expect(raw).toMatch(/^From: .*no-reply@example\.com/m);
      expect(statSync(path.join(dir, file!)).mode & 0o077).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('logs a delivery failure and still gives the client the usual answer', async () => {
    const ctx = await testConfig('sqlite', { SMTP_URL: 'smtp://127.0.0.1:9' });
    const { app, lines } = await appWithLogs(ctx.config);
    try {
      const account = await register(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/sendOTPToEmail',
        payload: { email: account.email },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        success: true,
        code: 'OTP_SENT',
        message: 'OTP sent successfully',
      });
      await app.mailer.idle();
      await app.outbox.idle();
      // The outbox's worker logs the failure and tries again later (api/src/outbox/outbox.ts).
      expect(lines.join('\n')).toMatch(/e-mail failed/);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});

describe('the JWT secret', () => {
  it('is generated into DATA_DIR outside production, private, and kept across restarts', async () => {
    const ctx = await testConfig('sqlite');
    try {
      const first = await build({ config: ctx.config });
      const account = await register(first);
      const login = await first.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: account.password },
      });
      const token = json<{ token: string }>(login).token;
      await first.close();
      const file = path.join(ctx.config.dataDir, 'jwt-secret');
      expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
      expect(statSync(file).mode & 0o077).toBe(0);
      const second = await build({ config: ctx.config });
      const me = await second.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      await second.close();
    } finally {
      await ctx.cleanup();
    }
  });

  it('signs with JWT_SECRET when it is set, so tokens from another secret are refused', async () => {
    const ctx = await testConfig('sqlite', { JWT_SECRET: 'a'.repeat(40) });
    try {
      const first = await build({ config: ctx.config });
      const account = await register(first);
      const login = await first.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: account.password },
      });
      const token = json<{ token: string }>(login).token;
      await first.close();
      const second = await build({ config: { ...ctx.config, jwtSecret: 'b'.repeat(40) } });
      const me = await second.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
      await second.close();
    } finally {
      await ctx.cleanup();
    }
  });
});

describe('shutdown', () => {
  it('finishes an in-flight request, then refuses new ones and closes the database', async () => {
    const t = await testApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const original = t.app.repos.content.reviews.bind(t.app.repos.content);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const handling = new Promise<void>((resolve) => (entered = resolve));
    jest.spyOn(t.app.repos.content, 'reviews').mockImplementation(async () => {
      entered();
      await gate;
      return original();
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/api/reviews`);
    // The close starts once the request is being answered (not after a fixed wait, which a busy
    // machine outlasted: the request then came after the close and got its 503).
    await handling;
    const closing = t.app.close();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
    await expect(t.app.dbPing()).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await t.close().catch(() => undefined);
  });
});
