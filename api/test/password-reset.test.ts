import {
  bearer,
  dialects,
  generousLimits,
  json,
  latestCode,
  login,
  mailTo as allMailTo,
  outbox,
  register,
  testApp,
  uniqueEmail,
  type TestApp,
} from './helpers';
import { DEFAULT_RATE_LIMITS } from '../src/config';

const NEW_PASSWORD = 'a brand new passphrase';

/** The mails to `email` but the code that proves the address, which sign-up sends (email-proof.test.ts). */
async function mailTo(app: Parameters<typeof allMailTo>[0], email: string) {
  return (await allMailTo(app, email)).filter(
    (m) => !/^Subject: Confirm your e-mail address/m.test(m.raw),
  );
}

describe.each(dialects)('password reset (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Several codes per address within a minute are needed here; the throttle has its own test.
    t = await testApp(
      dialect,
      {},
      {
        rateLimits: generousLimits({ otpPerAddress: { max: 1000, windowMs: 60_000 } }),
      },
    );
  });
  afterAll(async () => t.close());

  const sendCode = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/sendOTPToEmail', payload: { email } });
  const verify = (email: string, otp: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/verifyOtp', payload: { email, otp } });
  const reset = (email: string, resetToken: string, newPassword = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/reset_password',
      payload: { email, newPassword, resetToken },
    });

  async function resetToken(email: string): Promise<string> {
    await sendCode(email);
    const res = await verify(email, await latestCode(t.app, email));
    expect(res.statusCode).toBe(200);
    return json<{ resetToken: string }>(res).resetToken;
  }

  it('walks the whole flow: code by e-mail, reset token, new password, old one refused', async () => {
    const account = await register(t.app);
    const sent = await sendCode(account.email);
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({
      success: true,
      code: 'OTP_SENT',
      message: 'OTP sent successfully',
    });

    const code = await latestCode(t.app, account.email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verify(account.email, code);
    expect(verified.statusCode).toBe(200);
    const body = json<{ resetToken: string }>(verified);
    expect(body).toEqual({
      success: true,
      code: 'OTP_VERIFIED',
      message: 'OTP verified successfully. Enter your new password',
      resetToken: expect.any(String),
    });
    // at least 128 bits
    expect(Buffer.from(body.resetToken, 'base64url').length).toBeGreaterThanOrEqual(16);

    const changed = await reset(account.email, body.resetToken);
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toEqual({
      success: true,
      code: expect.any(String),
      message: expect.any(String),
    });

    await expect(login(t.app, account.email, account.password)).rejects.toThrow(/401/);
    await expect(login(t.app, account.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('answers sendOTPToEmail the same for an unknown address and sends nothing', async () => {
    const account = await register(t.app);
    const known = await sendCode(account.email);
    const ghost = uniqueEmail('ghost');
    const unknown = await sendCode(ghost);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailTo(t.app, ghost)).toHaveLength(0);
    expect(await mailTo(t.app, account.email)).toHaveLength(1);
  });

  it('puts the code in the plain-text part and stores only a keyed hash of it', async () => {
    const account = await register(t.app);
    await sendCode(account.email);
    const [message] = await mailTo(t.app, account.email);
    expect(message?.raw).toMatch(/Content-Type: text\/plain/);
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    const code = await latestCode(t.app, account.email);
    const user = await t.app.repos.users.findByEmail(account.email);
    const rows = await t.app.db
      .selectFrom('oneTimeCodes')
      .selectAll()
      .where('userId', '=', user!.id)
      .where('purpose', '=', 'reset')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('expires a code after 10 minutes', async () => {
    const account = await register(t.app);
    await sendCode(account.email);
    const code = await latestCode(t.app, account.email);
    const user = await t.app.repos.users.findByEmail(account.email);
    const row = await t.app.db
      .selectFrom('oneTimeCodes')
      .selectAll()
      .where('userId', '=', user!.id)
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(10 * 60 * 1000);
    await t.app.db
      .updateTable('oneTimeCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const res = await verify(account.email, code);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      code: 'OTP_INVALID',
      message: 'Invalid or expired OTP',
    });
  });

  it('accepts a code only once', async () => {
    const account = await register(t.app);
    await sendCode(account.email);
    const code = await latestCode(t.app, account.email);
    expect((await verify(account.email, code)).statusCode).toBe(200);
    expect((await verify(account.email, code)).statusCode).toBe(400);
  });

  it('voids the old code when a new one is sent', async () => {
    const account = await register(t.app);
    await sendCode(account.email);
    const first = await latestCode(t.app, account.email);
    await sendCode(account.email);
    const second = await latestCode(t.app, account.email);
    if (first !== second) {
      expect((await verify(account.email, first)).statusCode).toBe(400);
    }
    expect((await verify(account.email, second)).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries, even if the right one follows', async () => {
    const account = await register(t.app);
    await sendCode(account.email);
    const code = await latestCode(t.app, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(account.email, wrong)).statusCode).toBe(400);
    }
    expect((await verify(account.email, code)).statusCode).toBe(400);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const account = await register(t.app);
    await sendCode(account.email);
    const code = await latestCode(t.app, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await verify(account.email, wrong);
    expect((await verify(account.email, code)).statusCode).toBe(200);
  });

  it('refuses a code for an address without an account with the same answer as a wrong code', async () => {
    const res = await verify(uniqueEmail('ghost'), '123456');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      code: 'OTP_INVALID',
      message: 'Invalid or expired OTP',
    });
  });

  it('refuses a reset without a valid reset token and changes nothing', async () => {
    const account = await register(t.app);
    const before = await t.app.repos.users.findByEmail(account.email);
    const res = await reset(account.email, 'made-up-token-made-up-token');
    expect(res.statusCode).toBe(400);
    expect(json(res).success).toBe(false);
    const after = await t.app.repos.users.findByEmail(account.email);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    await expect(login(t.app, account.email, account.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('refuses a reset with only an e-mail (the original backend allowed this)', async () => {
    const account = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset_password',
      payload: { email: account.email, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('resetToken is required');
  });

  it('binds the reset token to its user: another e-mail cannot use it', async () => {
    const victim = await register(t.app);
    const attacker = await register(t.app);
    const token = await resetToken(attacker.email);
    const res = await reset(victim.email, token);
    expect(res.statusCode).toBe(400);
    await expect(login(t.app, victim.email, victim.password)).resolves.toEqual(expect.any(String));
  });

  it('accepts a reset token only once', async () => {
    const account = await register(t.app);
    const token = await resetToken(account.email);
    expect((await reset(account.email, token)).statusCode).toBe(200);
    expect((await reset(account.email, token, 'yet another passphrase')).statusCode).toBe(400);
    await expect(login(t.app, account.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('consumes a reset token atomically: of two simultaneous resets only one wins', async () => {
    const account = await register(t.app);
    const token = await resetToken(account.email);
    const results = await Promise.all([
      reset(account.email, token, 'first parallel passphrase'),
      reset(account.email, token, 'second parallel passphrase'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('expires a reset token after 10 minutes', async () => {
    const account = await register(t.app);
    const token = await resetToken(account.email);
    const user = await t.app.repos.users.findByEmail(account.email);
    const grant = await t.app.db
      .selectFrom('resetGrants')
      .selectAll()
      .where('userId', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(grant.expiresAt) - Date.parse(grant.createdAt)).toBeLessThanOrEqual(
      10 * 60 * 1000 + 1000,
    );
    await t.app.db
      .updateTable('resetGrants')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user!.id)
      .execute();
    expect((await reset(account.email, token)).statusCode).toBe(400);
  });

  it('stores the reset token only as a hash', async () => {
    const account = await register(t.app);
    const token = await resetToken(account.email);
    const user = await t.app.repos.users.findByEmail(account.email);
    const grants = await t.app.db
      .selectFrom('resetGrants')
      .selectAll()
      .where('userId', '=', user!.id)
      .execute();
    expect(JSON.stringify(grants)).not.toContain(token);
  });

  it('ends every existing session when the password is reset', async () => {
    const account = await register(t.app);
    const oldToken = await login(t.app, account.email, account.password);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(oldToken) }))
        .statusCode,
    ).toBe(200);
    await reset(account.email, await resetToken(account.email));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(oldToken),
    });
    expect(res.statusCode).toBe(401);
  });

  it('voids outstanding codes when the password is reset', async () => {
    const account = await register(t.app);
    const token = await resetToken(account.email);
    await sendCode(account.email);
    const pending = await latestCode(t.app, account.email);
    expect((await reset(account.email, token)).statusCode).toBe(200);
    expect((await verify(account.email, pending)).statusCode).toBe(400);
  });

  it('e-mails a password-changed notice', async () => {
    const account = await register(t.app);
    await reset(account.email, await resetToken(account.email));
    const messages = await mailTo(t.app, account.email);
    expect(messages.some((m) => /password was changed/i.test(m.raw))).toBe(true);
  });

  it('e-mails the code and the notice in the language of the page they were asked from', async () => {
    const account = await register(t.app);
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
    await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      headers: hindi,
      payload: { email: account.email },
    });
    // The subject header, its encoded words decoded (RFC 2047, as the mailer writes them).
    const subjects = (await mailTo(t.app, account.email)).map((m) => {
      const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(m.raw)?.[1] ?? '';
      return header
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
          kind.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64').toString('utf8')
            : Buffer.from(
                data
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              ).toString('utf8'),
        );
    });
    expect(subjects).toEqual(['आपका Skillbridge IT Academy (demo) पासवर्ड रीसेट कोड']);
  });

  it('refuses a common new password and keeps the reset token usable', async () => {
    const account = await register(t.app);
    const token = await resetToken(account.email);
    const weak = await reset(account.email, token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(json(weak).message).toMatch(/newPassword is too common/);
    expect((await reset(account.email, token)).statusCode).toBe(200);
  });

  it('checks the reset token before the password policy, the same way for every address', async () => {
    const account = await register(t.app);
    await resetToken(account.email);
    const known = await reset(account.email, 'w'.repeat(43), 'password123');
    const unknown = await reset(uniqueEmail('ghost'), 'w'.repeat(43), 'password123');
    expect(known.statusCode).toBe(400);
    expect(json(known)).toMatchObject({ code: 'RESET_INVALID' });
    expect(unknown.body).toBe(known.body);
  });

  it('names newPassword when it is too short', async () => {
    const res = await reset(uniqueEmail(), 'x'.repeat(30), 'short');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('newPassword must NOT have fewer than 8 characters');
  });

  it('refuses an OTP that is not 6 digits', async () => {
    const res = await verify(uniqueEmail(), '12345a');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/^otp must match pattern/);
  });
});

describe('one code per address per minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      'sqlite',
      {},
      {
        rateLimits: generousLimits({ otpPerAddress: DEFAULT_RATE_LIMITS.otpPerAddress }),
      },
    );
  });
  afterAll(async () => t.close());

  it('refuses a second code to the same address within 60 seconds', async () => {
    const account = await register(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: account.email },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: account.email },
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect((await mailTo(t.app, account.email)).length).toBe(1);
    expect(DEFAULT_RATE_LIMITS.otpPerAddress).toEqual({ max: 1, windowMs: 60_000 });
  });

  it('answers an unknown address the same way, so the throttle reveals nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: ghost },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: ghost },
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
  });

  it('does not let one address slow down another', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: a.email },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: b.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await outbox(t.app)).not.toHaveLength(0);
  });
});

describe.each(dialects)('wrong reset-code guesses, per code and per client (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      dialect,
      {},
      {
        rateLimits: generousLimits({
          otpPerAddress: { max: 1000, windowMs: 60_000 },
          otpWrongGuessesPerAddress: { max: 3, windowMs: 86_400_000 },
        }),
      },
    );
  });
  afterAll(async () => t.close());

  const STRANGER = '203.0.113.9';
  const send = (email: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const verify = (email: string, otp: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/verifyOtp',
      payload: { email, otp },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const other = (code: string) => (code === '000000' ? '111111' : '000000');

  it("keeps e-mailing the owner codes that work after a stranger's wrong guesses, and refuses the stranger", async () => {
    const account = await register(t.app);
    await send(account.email, STRANGER);
    const first = await latestCode(t.app, account.email);
    for (let i = 0; i < 3; i += 1) {
      expect((await verify(account.email, other(first), STRANGER)).statusCode).toBe(400);
    }
    // Past its cap the stranger's client is refused for this address, even with the right code.
    const refused = await verify(account.email, first, STRANGER);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from their own client, asks for a code, gets it and uses it.
    const sentBefore = (await mailTo(t.app, account.email)).length;
    const asked = await send(account.email);
    expect(asked.statusCode).toBe(200);
    expect(await mailTo(t.app, account.email)).toHaveLength(sentBefore + 1);
    const code = await latestCode(t.app, account.email);
    const ok = await verify(account.email, code);
    expect(ok.statusCode).toBe(200);
    expect(json<{ resetToken: string }>(ok).resetToken).toEqual(expect.any(String));
  });

  it('voids a code after five wrong guesses from any clients, and a new code works', async () => {
    const account = await register(t.app);
    await send(account.email);
    const code = await latestCode(t.app, account.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(account.email, other(code), `198.51.100.${i + 1}`)).statusCode).toBe(
        400,
      );
    }
    expect((await verify(account.email, code)).statusCode).toBe(400);
    await send(account.email);
    const fresh = await latestCode(t.app, account.email);
    expect((await verify(account.email, fresh)).statusCode).toBe(200);
  });

  it('refuses a guessing client the same way for an address without an account', async () => {
    const known = await register(t.app);
    const unknown = uniqueEmail('nobody');
    const answers = async (email: string) => {
      await send(email, '192.0.2.77');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await verify(email, '123456', '192.0.2.77')).statusCode);
      }
      return statuses;
    };
    const forKnown = await answers(known.email);
    // A right guess among four is possible in theory only; the known address's code is random.
    expect(forKnown).toEqual([400, 400, 400, 429]);
    expect(await answers(unknown)).toEqual(forKnown);
  });
});
