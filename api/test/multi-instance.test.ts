// Two real API processes (`node api/dist/server.js`) on two loopback ports share one PostgreSQL
// schema and one Redis key prefix, as two instances behind a load balancer would. Each has its
// own DATA_DIR (its own outbox), like two machines. Runs when TEST_DATABASE_URL and
// TEST_REDIS_URL are both set (CI sets them).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { tempDir } from './helpers';
import { ensureBuilt, post, startServer, type ServerProcess } from './processes';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const describeShared = databaseUrl && redisUrl ? describe : describe.skip;

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a completely new passphrase 42';

describeShared('two API instances on one PostgreSQL and one Redis', () => {
  const schema = `api_multi_${randomBytes(6).toString('hex')}`;
  const redisKeyPrefix = `test-multi-${randomBytes(6).toString('hex')}:`;
  const dataDirs = [tempDir('api-multi-a-'), tempDir('api-multi-b-')];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    ensureBuilt();
    const shared = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      // Every instance must sign with the same secret (codes are keyed with it too).
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // The test varies X-Forwarded-For so the per-IP login limit stays out of the way of the
      // per-account one; the processes are reached over loopback only.
      TRUST_PROXY: 'loopback',
      STATIC_ROOT: path.join(dataDirs[0]!, 'no-static'),
    };
    // One after the other: the first creates the schema and runs the migrations.
    a = await startServer({ ...shared, DATA_DIR: dataDirs[0] });
    b = await startServer({ ...shared, DATA_DIR: dataDirs[1] });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function registerThrough(server: ServerProcess): Promise<string> {
    const email = `multi.${randomBytes(4).toString('hex')}@example.com`;
    const username = `multi_${randomBytes(4).toString('hex')}`;
    const res = await post(`${server.url}/api/users/register`, {
      email,
      username,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    return email;
  }

  /** The newest code e-mailed to `email` by the instance whose DATA_DIR is `dataDir`. */
  async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
    const dir = path.join(dataDir, 'outbox');
    for (let i = 0; i < 50; i += 1) {
      let names: string[] = [];
      try {
        names = readdirSync(dir).sort().reverse();
      } catch {
        names = [];
      }
      for (const name of names) {
        const raw = readFileSync(path.join(dir, name), 'utf8');
        const code = /password reset code is: (\d{6})/.exec(raw)?.[1];
        if (code && raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) return code;
      }
      // The mailer writes in the background, just after the answer.
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${email} in ${dir}`);
  }

  it('both instances are ready on the same schema', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/ready`);
      expect(res.status).toBe(200);
    }
  });

  it('verifies through B a code requested through A, and the reset token is single-use across both', async () => {
    const email = await registerThrough(a);
    expect((await post(`${a.url}/api/users/sendOTPToEmail`, { email })).status).toBe(200);
    const code = await codeFromOutbox(dataDirs[0]!, email);
    // B never sent anything: it has no outbox of its own for this address.
    const verified = await post<{ resetToken: string }>(`${b.url}/api/users/verifyOtp`, {
      email,
      otp: code,
    });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body;
    expect(resetToken).toEqual(expect.any(String));

    // The same code is spent on A too.
    expect((await post(`${a.url}/api/users/verifyOtp`, { email, otp: code })).status).toBe(400);

    const first = await post(`${a.url}/api/users/reset_password`, {
      email,
      resetToken,
      newPassword: NEW_PASSWORD,
    });
    expect(first.status).toBe(200);
    const again = await post(`${b.url}/api/users/reset_password`, {
      email,
      resetToken,
      newPassword: 'yet another passphrase 43',
    });
    expect(again.status).toBe(400);

    const login = await post(`${b.url}/api/users/login`, { email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('enforces the 60-second gap between codes to one address across instances', async () => {
    const email = await registerThrough(b);
    expect((await post(`${a.url}/api/users/sendOTPToEmail`, { email })).status).toBe(200);
    expect((await post(`${b.url}/api/users/sendOTPToEmail`, { email })).status).toBe(429);
  });

  it('counts failed logins for one account from one client on both instances together', async () => {
    const email = await registerThrough(a);
    // The default limit: 10 failures for one account from one client in 15 minutes, counted in
    // Redis, so the two instances add up.
    const attempt = (server: ServerProcess, client: string, password = 'wrong password') =>
      post(`${server.url}/api/users/login`, { email, password }, { 'x-forwarded-for': client });
    for (let n = 0; n < 10; n += 1) {
      const res = await attempt(n % 2 === 0 ? a : b, '10.20.0.1');
      expect(res.status).toBe(401);
    }
    // 5 failures on each instance: neither alone reached 10, together they did.
    const blockedOnA = await attempt(a, '10.20.0.1', PASSWORD);
    expect(blockedOnA.status).toBe(429);
    const blockedOnB = await attempt(b, '10.20.0.1', PASSWORD);
    expect(blockedOnB.status).toBe(429);
    expect(blockedOnB.body).toEqual({
      success: false,
      code: 'LOGIN_LOCKED',
      message: expect.stringMatching(/too many failed login attempts/i),
    });
    // The owner, from a client that has not been failing, signs in on either instance.
    expect((await attempt(b, '10.20.0.2', PASSWORD)).status).toBe(200);
  });

  it('counts per-IP requests on both instances together', async () => {
    // The certificate lookup allows 60 per minute per address.
    const lookup = (server: ServerProcess) =>
      fetch(`${server.url}/api/certificates/SB-NOTHING-HERE`, {
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
    for (let n = 0; n < 60; n += 1) {
      expect((await lookup(n % 2 === 0 ? a : b)).status).toBe(404);
    }
    expect((await lookup(a)).status).toBe(429);
    expect((await lookup(b)).status).toBe(429);
  });
});
