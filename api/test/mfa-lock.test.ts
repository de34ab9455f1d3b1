// The second step's lock: it grows as locks repeat, the owner is e-mailed at each lock, and the
// owner's recovery code works through it.
import { generate } from 'otplib';
import { bearer, dialects, json, login, mailTo, register, testApp, type TestApp } from './helpers';

describe.each(dialects)('the second-step lock (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  async function enrolled() {
    const account = await register(t.app);
    const token = await login(t.app, account.email, account.password);
    const { secret } = json<{ secret: string }>(await post('/api/users/me/mfa/totp', {}, token));
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const confirm = await post('/api/users/me/mfa/totp/confirm', { code }, token);
    expect(confirm.statusCode).toBe(200);
    const userId = (await t.app.repos.users.findByEmail(account.email))!.id;
    return {
      account,
      userId,
      recoveryCodes: json<{ recoveryCodes: string[] }>(confirm).recoveryCodes,
    };
  }

  async function challenge(email: string, password: string) {
    const res = await post('/api/users/login', { email, password });
    return json<{ challenge: string }>(res).challenge;
  }

  /** Five wrong codes; the last answer. */
  async function lockOut(step: string) {
    let last;
    for (let i = 0; i < 5; i += 1) {
      last = await post('/api/users/login/mfa', { challenge: step, code: '123456' });
    }
    return last!;
  }

  const lockMails = async (email: string) =>
    (await mailTo(t.app, email)).filter((m) =>
      /second step is locked for/.test(m.raw.replace(/=\r?\n|\r?\n /g, '')),
    );

  it('doubles the lock at each lock in a row, says when to retry, and e-mails the owner each time', async () => {
    const { account, userId } = await enrolled();
    const step = await challenge(account.email, account.password);
    const first = await lockOut(step);
    expect(first.statusCode).toBe(429);
    expect(json(first)).toMatchObject({ code: 'MFA_LOCKED' });
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    let mails = await lockMails(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw.replace(/=\r?\n/g, '')).toMatch(/locked for 15 minutes/);

    // The lock runs out; five more wrong codes lock it for twice as long.
    await t.app.db
      .updateTable('mfaFactors')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', userId)
      .execute();
    const second = await lockOut(step);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    mails = await lockMails(account.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.raw.replace(/=\r?\n/g, '')).toMatch(/locked for 30 minutes/);

    // Refusals while locked neither lengthen the lock nor send more mail.
    const during = await post('/api/users/login/mfa', { challenge: step, code: '123456' });
    expect(during.statusCode).toBe(429);
    expect(await lockMails(account.email)).toHaveLength(2);

    const locks = await t.app.db
      .selectFrom('auditEvents')
      .select(['summaryKey', 'summaryParams'])
      .where('targetId', '=', userId)
      .where('summaryKey', '=', 'mfa.code_wrong_locked_for')
      .orderBy('seq')
      .execute();
    expect(locks.map((e) => JSON.parse(String(e.summaryParams)))).toEqual([
      { minutes: 15 },
      { minutes: 30 },
    ]);
  });

  it("lets the owner's recovery code through the lock, and starts the next lock at 15 minutes again", async () => {
    const { account, userId, recoveryCodes } = await enrolled();
    const step = await challenge(account.email, account.password);
    expect((await lockOut(step)).statusCode).toBe(429);
    const owner = await post('/api/users/login/mfa', { challenge: step, code: recoveryCodes[0] });
    expect(owner.statusCode).toBe(200);
    expect(json<{ token: string }>(owner).token).toEqual(expect.any(String));

    const again = await lockOut(await challenge(account.email, account.password));
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const factor = await t.app.db
      .selectFrom('mfaFactors')
      .select('lockCount')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(factor.lockCount).toBe(1);
  });
});
