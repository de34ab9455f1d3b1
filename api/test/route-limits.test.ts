// Every route that writes has a per-client limit and, signed in, a per-user
// one; starting an assessment attempt has limits that fit it. Each refusal carries Retry-After.
import { DEFAULT_RATE_LIMITS } from '../src/rate-limits';
import { seedAssessments, LEAD_SALES_SLUG } from '../src/db/seed';
import {
  bearer,
  dialects,
  generousLimits,
  json,
  signedInUser,
  testApp,
  type TestApp,
} from './helpers';

describe.each(dialects)('limits on writes (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('refuses a burst of assessment starts by one user: forty at once, at most ten accepted', async () => {
    t = await testApp(dialect, {}, { rateLimits: { ...DEFAULT_RATE_LIMITS } });
    await seedAssessments(t.app.repos);
    const user = await signedInUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/assessments/${LEAD_SALES_SLUG}/attempts`,
          headers: bearer(user.token),
          payload: { level: 'easy', fullName: 'Test Person' },
          // From many addresses: the per-user limit holds whatever the client.
          remoteAddress: `10.2.0.${i}`,
        }),
      ),
    );
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(burst.length - refused.length).toBeLessThanOrEqual(
      DEFAULT_RATE_LIMITS.attemptStartPerUser.max,
    );
    expect(refused.length).toBeGreaterThanOrEqual(30);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(r)).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('limits a write without a limit of its own per client', async () => {
    t = await testApp(
      dialect,
      {},
      { rateLimits: generousLimits({ writes: { max: 2, windowMs: 60_000 } }) },
    );
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const rename = (token: string, ip: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(token),
        payload: { fullName: 'Asha Verma' },
        remoteAddress: ip,
      });
    expect((await rename(a.token, '10.3.0.1')).statusCode).toBe(200);
    expect((await rename(b.token, '10.3.0.1')).statusCode).toBe(200);
    // The client's third write, whoever signs it, is refused; another client is not.
    const third = await rename(a.token, '10.3.0.1');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rename(b.token, '10.3.0.2')).statusCode).toBe(200);
  });

  it('limits the writes of one signed-in user across clients', async () => {
    t = await testApp(
      dialect,
      {},
      { rateLimits: generousLimits({ writesPerUser: { max: 2, windowMs: 60_000 } }) },
    );
    const user = await signedInUser(t.app);
    const rename = (ip: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(user.token),
        payload: { fullName: 'Asha Verma' },
        remoteAddress: ip,
      });
    expect((await rename('10.4.0.1')).statusCode).toBe(200);
    expect((await rename('10.4.0.2')).statusCode).toBe(200);
    const third = await rename('10.4.0.3');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await signedInUser(t.app);
    const theirs = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(other.token),
      payload: { fullName: 'Ravi Shankar' },
    });
    expect(theirs.statusCode).toBe(200);
  });
});
