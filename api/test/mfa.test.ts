// The TOTP second factor: enrolment, login in two steps, replay and step rules, the
// lock after five wrong codes, single-use recovery codes and challenges, secrets sealed at rest.
import { generate } from 'otplib';
import { sql } from 'kysely';
import {
  bearer,
  dialects,
  json,
  latestCode,
  login,
  register,
  testApp,
  type TestApp,
} from './helpers';

type Enrolment = { secret: string; otpauthUri: string };

/** The code of `secret` at `seconds` from now (30-second steps). */
const codeAt = (secret: string, seconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

describe.each(dialects)('two-step sign-in (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  /** An account with the factor on: its secret, recovery codes and password. */
  async function enrolled() {
    const account = await register(t.app);
    const token = await login(t.app, account.email, account.password);
    const start = await post('/api/users/me/mfa/totp', {}, token);
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri } = json<Enrolment>(start);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&issuer=/);
    expect(otpauthUri).toContain(encodeURIComponent(account.email));
    const wrong = await post('/api/users/me/mfa/totp/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    const firstCode = await codeAt(secret);
    const confirm = await post('/api/users/me/mfa/totp/confirm', { code: firstCode }, token);
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = json<{ recoveryCodes: string[] }>(confirm);
    return { account, token, secret, recoveryCodes, firstCode };
  }

  async function firstStep(email: string, password: string) {
    const res = await post('/api/users/login', { email, password });
    expect(res.statusCode).toBe(200);
    const body = json<{ mfaRequired?: boolean; challenge?: string; token?: string }>(res);
    return body;
  }

  it('enrols, then signs in only with the password and a current code', async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const step = await firstStep(account.email, account.password);
    expect(step.mfaRequired).toBe(true);
    expect(step.token).toBeUndefined();
    expect(step.challenge).toEqual(expect.any(String));
    // The confirmation used this step's code; the next step's is within the ±1 window.
    const second = await post('/api/users/login/mfa', {
      challenge: step.challenge,
      code: await codeAt(secret, 30),
    });
    expect(second.statusCode).toBe(200);
    const { token } = json<{ token: string }>(second);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const status = json(
      await t.app.inject({ method: 'GET', url: '/api/users/me/mfa', headers: bearer(token) }),
    );
    expect(status).toEqual({
      success: true,
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
  });

  it('refuses a code used once, and a code from two steps ago', async () => {
    const { account, firstCode } = await enrolled();
    // The confirmation's code is refused now (its step, or an earlier one, was accepted).
    let step = await firstStep(account.email, account.password);
    const replay = await post('/api/users/login/mfa', {
      challenge: step.challenge,
      code: firstCode,
    });
    expect(replay.statusCode).toBe(400);
    expect(json(replay)).toMatchObject({ code: 'MFA_CODE_INVALID' });
    // Two steps ago is outside the ±1 window, used or not.
    const fresh = await enrolled();
    step = await firstStep(fresh.account.email, fresh.account.password);
    const old = await post('/api/users/login/mfa', {
      challenge: step.challenge,
      code: await codeAt(fresh.secret, -60),
    });
    expect(old.statusCode).toBe(400);
    // The next step's code is accepted once (clock skew), then refused.
    const next = await codeAt(fresh.secret, 30);
    const ok = await post('/api/users/login/mfa', { challenge: step.challenge, code: next });
    expect(ok.statusCode).toBe(200);
    step = await firstStep(fresh.account.email, fresh.account.password);
    expect(
      (await post('/api/users/login/mfa', { challenge: step.challenge, code: next })).statusCode,
    ).toBe(400);
  });

  it('locks the second step for 15 minutes after five wrong codes in a row', async () => {
    const { account, secret } = await enrolled();
    const step = await firstStep(account.email, account.password);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post('/api/users/login/mfa', { challenge: step.challenge, code: '123456' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    // The right code is refused while locked.
    const locked = await post('/api/users/login/mfa', {
      challenge: step.challenge,
      code: await codeAt(secret, 30),
    });
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ code: 'MFA_LOCKED' });
    const failures = await t.app.db
      .selectFrom('auditEvents')
      .select('action')
      .where('actorEmail', '=', account.email)
      .where('action', '=', 'auth.mfa_failed')
      .execute();
    // Every refused second step is recorded, the one refused while locked too.
    expect(failures).toHaveLength(7);
  });

  it('accepts each recovery code once', async () => {
    const { account, recoveryCodes } = await enrolled();
    let step = await firstStep(account.email, account.password);
    const used = recoveryCodes[3]!.toLowerCase();
    const ok = await post('/api/users/login/mfa', { challenge: step.challenge, code: used });
    expect(ok.statusCode).toBe(200);
    step = await firstStep(account.email, account.password);
    const again = await post('/api/users/login/mfa', { challenge: step.challenge, code: used });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired challenge, a used one, and one of another account', async () => {
    const first = await enrolled();
    const step = await firstStep(first.account.email, first.account.password);
    const ok = await post('/api/users/login/mfa', {
      challenge: step.challenge,
      code: await codeAt(first.secret, 30),
    });
    expect(ok.statusCode).toBe(200);
    const reused = await post('/api/users/login/mfa', {
      challenge: step.challenge,
      code: first.recoveryCodes[0],
    });
    expect(reused.statusCode).toBe(401);
    expect(json(reused)).toMatchObject({ code: 'MFA_CHALLENGE_INVALID' });

    const second = await enrolled();
    const late = await firstStep(second.account.email, second.account.password);
    await sql`update mfa_challenges set expires_at = ${new Date(Date.now() - 1000).toISOString()}`.execute(
      t.app.db,
    );
    const expired = await post('/api/users/login/mfa', {
      challenge: late.challenge,
      code: second.recoveryCodes[0],
    });
    expect(expired.statusCode).toBe(401);
    // A challenge is bound to its account: the first account's recovery code does nothing for it.
    const third = await firstStep(second.account.email, second.account.password);
    const wrongAccount = await post('/api/users/login/mfa', {
      challenge: third.challenge,
      code: first.recoveryCodes[1],
    });
    expect(wrongAccount.statusCode).toBe(400);
  });

  it('keeps the secret sealed and the recovery codes hashed in the database', async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const user = await t.app.repos.users.findByEmail(account.email);
    const factor = await t.app.db
      .selectFrom('mfaFactors')
      .selectAll()
      .where('userId', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(factor.secret).not.toContain(secret);
    expect(factor.secret).toMatch(/^v1\./);
    const stored = JSON.stringify(
      await t.app.db
        .selectFrom('recoveryCodes')
        .selectAll()
        .where('userId', '=', user!.id)
        .execute(),
    );
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('turns off only with a current or recovery code, and replaces the recovery codes', async () => {
    const { account, token, secret } = await enrolled();
    const regenerate = await post(
      '/api/users/me/mfa/recovery-codes',
      { code: await codeAt(secret, 30) },
      token,
    );
    expect(regenerate.statusCode).toBe(200);
    const fresh = json<{ recoveryCodes: string[] }>(regenerate).recoveryCodes;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/mfa',
      headers: bearer(token),
      payload: { code: '000000' },
    });
    expect(refused.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/mfa',
      headers: bearer(token),
      payload: { code: fresh[0] },
    });
    expect(off.statusCode).toBe(200);
    const step = await firstStep(account.email, account.password);
    expect(step.token).toEqual(expect.any(String));
    expect(step.mfaRequired).toBeUndefined();
  });

  it('ends the other sessions when the factor is turned on, and keeps the factor through a password reset', async () => {
    const account = await register(t.app);
    const elsewhere = await login(t.app, account.email, account.password);
    const here = await login(t.app, account.email, account.password);
    const start = await post('/api/users/me/mfa/totp', {}, here);
    const { secret } = json<Enrolment>(start);
    const on = await post('/api/users/me/mfa/totp/confirm', { code: await codeAt(secret) }, here);
    expect(on.statusCode).toBe(200);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);

    // A reset password does not take the second factor away.
    await post('/api/users/sendOTPToEmail', { email: account.email });
    const verified = await post('/api/users/verifyOtp', {
      email: account.email,
      otp: await latestCode(t.app, account.email),
    });
    const newPassword = 'another fine passphrase 31';
    const reset = await post('/api/users/reset_password', {
      email: account.email,
      newPassword,
      resetToken: json<{ resetToken: string }>(verified).resetToken,
    });
    expect(reset.statusCode).toBe(200);
    const step = await firstStep(account.email, newPassword);
    expect(step.mfaRequired).toBe(true);
    expect(step.token).toBeUndefined();
  });

  it('ends a pending second step when the password is reset or every other session is signed out', async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    // Someone who knew the old password has reached the second step.
    const stolen = await firstStep(account.email, account.password);
    await post('/api/users/sendOTPToEmail', { email: account.email });
    const verified = await post('/api/users/verifyOtp', {
      email: account.email,
      otp: await latestCode(t.app, account.email),
    });
    const newPassword = 'another fine passphrase 47';
    const reset = await post('/api/users/reset_password', {
      email: account.email,
      newPassword,
      resetToken: json<{ resetToken: string }>(verified).resetToken,
    });
    expect(reset.statusCode).toBe(200);
    const late = await post('/api/users/login/mfa', {
      challenge: stolen.challenge,
      code: await codeAt(secret, 30),
    });
    expect(late.statusCode).toBe(401);
    expect(json(late)).toMatchObject({ code: 'MFA_CHALLENGE_INVALID' });

    // The owner signs in and signs out everywhere else: a second step reached meanwhile ends too.
    const own = await firstStep(account.email, newPassword);
    const signedIn = await post('/api/users/login/mfa', {
      challenge: own.challenge,
      code: recoveryCodes[0],
    });
    expect(signedIn.statusCode).toBe(200);
    const pending = await firstStep(account.email, newPassword);
    const everywhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/sessions',
      headers: bearer(json<{ token: string }>(signedIn).token),
    });
    expect(everywhere.statusCode).toBe(200);
    const after = await post('/api/users/login/mfa', {
      challenge: pending.challenge,
      code: await codeAt(secret, 30),
    });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ code: 'MFA_CHALLENGE_INVALID' });
  });

  it('keeps the usual login answer for an account without the factor', async () => {
    const account = await register(t.app);
    const res = await post('/api/users/login', {
      email: account.email,
      password: account.password,
    });
    expect(Object.keys(json(res)).sort()).toEqual(['code', 'message', 'success', 'token', 'user']);
  });
});
