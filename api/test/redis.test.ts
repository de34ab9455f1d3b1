// Runs when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379): two API instances share the
// limits through Redis. Keys carry a random prefix so parallel runs never meet.
import { randomBytes } from 'node:crypto';
import { generousLimits, json, register, testApp, type TestApp } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisKeyPrefix = `test-${randomBytes(6).toString('hex')}:`;
    const overrides = {
      redisKeyPrefix,
      rateLimits: generousLimits({
        loginFailuresPerAccountClient: { max: 2, windowMs: 60_000 },
        certificateLookup: { max: 2, windowMs: 60_000 },
      }),
    };
    a = await testApp('sqlite', { REDIS_URL: redisUrl }, overrides);
    b = await testApp('sqlite', { REDIS_URL: redisUrl }, overrides);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts failed logins for one account from one client across instances', async () => {
    const account = await register(a.app);
    const email = account.email;
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password: 'wrong password' },
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    const third = await attempt(a);
    expect(third.statusCode).toBe(429);
    expect(json(third).success).toBe(false);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('counts per-IP requests across instances', async () => {
    const lookup = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/api/certificates/SB-NOPE', remoteAddress: '10.9.8.7' });
    expect((await lookup(a)).statusCode).toBe(404);
    expect((await lookup(b)).statusCode).toBe(404);
    expect((await lookup(a)).statusCode).toBe(429);
  });
});
