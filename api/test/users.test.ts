import {
  bearer,
  dialects,
  generousLimits,
  GOOD_PASSWORD,
  json,
  login,
  register,
  signedInUser,
  testApp,
  uniqueEmail,
  type TestApp,
  mailTo,
} from './helpers';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { signToken } from '../src/lib/jwt';

describe.each(dialects)('accounts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  describe('POST /api/users/register', () => {
    it('creates an account with the spec fields and answers 201', async () => {
      const email = uniqueEmail();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          email,
          password: GOOD_PASSWORD,
          username: 'Asha Verma',
          phoneNumber: '+91 98765 43210',
          address: '1 Demo Road',
          pinCode: '110001',
          country: 'India',
          linkedIn: 'https://www.linkedin.com/in/example',
          interest: 'Security+',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(json(res)).toEqual({
        success: true,
        code: expect.any(String),
        message: expect.any(String),
      });
      const stored = await t.app.repos.users.findByEmail(email);
      expect(stored).toMatchObject({
        username: 'Asha Verma',
        role: 'user',
        country: 'India',
        pinCode: '110001',
      });
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a role in the body with 400 and stores nothing', async () => {
      const email = uniqueEmail();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { email, password: GOOD_PASSWORD, username: 'wannabe', role: 'admin' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        code: expect.any(String),
        message: 'role is not an allowed field',
      });
      expect(await t.app.repos.users.findByEmail(email)).toBeUndefined();
    });

    it('answers a taken e-mail as a new account, creates nothing, and tells the owner by e-mail', async () => {
      const account = await register(t.app);
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { email: uniqueEmail(), password: GOOD_PASSWORD, username: 'brand_new_one' },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'accept-language': 'fr' },
        payload: {
          email: account.email.toUpperCase(),
          password: 'a different passphrase 9',
          username: 'someone_else',
        },
      });
      // The same answer as a new account's, in the page's language.
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(json(res).code).toBe(json(fresh).code);
      expect(await t.app.repos.users.findByUsername('someone_else')).toBeUndefined();
      // The owner's password is unchanged, and the owner is told.
      expect((await login(t.app, account.email, account.password)).length).toBeGreaterThan(20);
      const mail = (await mailTo(t.app, account.email))
        .map((m) => m.raw.replace(/=\r?\n/g, ''))
        .filter((raw) => /Quelqu'un vient d'essayer de cr/.test(raw));
      expect(mail).toHaveLength(1);
    });

    it('answers 409 naming the username when it is taken (case-insensitively)', async () => {
      const account = await register(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
          username: account.username.toUpperCase(),
        },
      });
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toMatch(/username is already taken/);
    });

    it.each([
      [{ password: GOOD_PASSWORD, username: 'abc' }, 'email is required'],
      [
        { email: 'not-an-email', password: GOOD_PASSWORD, username: 'abc' },
        'email must be a valid e-mail address',
      ],
      [
        { email: 'a@example.com', password: 'short', username: 'abc' },
        'password must NOT have fewer than 8 characters',
      ],
      [
        { email: 'a@example.com', password: 'x'.repeat(129), username: 'abc' },
        'password must NOT have more than 128 characters',
      ],
      [
        { email: 'a@example.com', password: GOOD_PASSWORD, username: 'x' },
        'username must NOT have fewer than 3 characters',
      ],
      [
        {
          email: 'a@example.com',
          password: GOOD_PASSWORD,
          username: 'abc',
          phoneNumber: 'call me',
        },
        'phoneNumber must match pattern',
      ],
    ])('refuses %j with a 400 naming the field', async (payload, message) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/register', payload });
      expect(res.statusCode).toBe(400);
      expect(json(res).success).toBe(false);
      expect(json<{ message: string }>(res).message).toContain(message);
    });

    it('refuses a common password', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { email: uniqueEmail(), password: 'Password123', username: 'common_pw' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/password is too common/);
    });

    it('refuses a password equal to the username', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { email: uniqueEmail(), password: 'SameAsName1', username: 'sameasname1' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/must not be your e-mail address or username/);
    });
  });

  describe('POST /api/users/login', () => {
    it('answers the token and the user (username, email, role) and nothing more', async () => {
      const account = await register(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'success', 'token', 'user']);
      expect(body).toMatchObject({
        success: true,
        user: { username: account.username, email: account.email, role: 'user' },
      });
      expect(Object.keys(body.user as object).sort()).toEqual(['email', 'role', 'username']);
      expect(res.body).not.toMatch(/argon2|passwordHash|tokenVersion/);
    });

    it('gives the same 401 body for an unknown e-mail and for a wrong password', async () => {
      const account = await register(t.app);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: 'not the password' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: uniqueEmail('ghost'), password: 'not the password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(json(wrong)).toEqual({
        success: false,
        code: 'LOGIN_FAILED',
        message: 'Invalid email or password',
      });
    });

    it('verifies a dummy hash for an unknown e-mail so both failures cost about the same', async () => {
      const spy = jest.spyOn(t.app.passwords, 'verifyDummy');
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: uniqueEmail('ghost'), password: 'whatever1' },
      });
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    });
  });

  describe('GET /api/users/me', () => {
    it('answers the signed-in user', async () => {
      const user = await signedInUser(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({
        success: true,
        user: { email: user.email, username: user.username, role: 'user', fullName: '' },
      });
      expect(res.body).not.toMatch(/argon2|passwordHash|tokenVersion/);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({
        success: false,
        code: 'AUTH_REQUIRED',
        message: 'Authentication required',
      });
    });

    it('answers 401 for a token with a forged signature', async () => {
      const user = await signedInUser(t.app);
      const [h, p] = user.token.split('.');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(`${h}.${p}.${'A'.repeat(43)}`),
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 401 for an unsigned token (alg none)', async () => {
      const user = await signedInUser(t.app);
      const payload = user.token.split('.')[1];
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(`${none}.${payload}.`),
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 401 for a token signed with another key', async () => {
      const me = await t.app.repos.users.findByEmail((await signedInUser(t.app)).email);
      const forged = signToken(
        { sub: me!.id, ver: me!.tokenVersion },
        Buffer.from('not the key'),
        3600,
      );
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(forged),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PATCH /api/users/me (full name)', () => {
    const patchMe = (token: string | undefined, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: token ? bearer(token) : {},
        payload,
      });
    const me = async (token: string) =>
      json<{ user: Record<string, unknown> }>(
        await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }),
      ).user;

    it.each([
      ['  Asha   Verma ', 'Asha Verma'],
      ["Zoë O'Brien-Smith Jr.", "Zoë O'Brien-Smith Jr."],
      ['अमित कुमार', 'अमित कुमार'],
      ['李小龍', '李小龍'],
      ['Ольга Петрова', 'Ольга Петрова'],
    ])('saves %j as %j and answers the same shape as GET /users/me', async (given, stored) => {
      const user = await signedInUser(t.app);
      const res = await patchMe(user.token, { fullName: given });
      expect(res.statusCode).toBe(200);
      const body = json<{ success: boolean; data: Record<string, unknown> }>(res);
      expect(body.success).toBe(true);
      expect(body.data.fullName).toBe(stored);
      expect(body.data).toEqual(await me(user.token));
    });

    it.each([
      ['one letter', 'A', 'fullName must be 2 to 100 characters'],
      ['blank once trimmed', '    ', 'fullName must be 2 to 100 characters'],
      ['101 characters', 'a'.repeat(101), 'fullName must be 2 to 100 characters'],
      [
        'digits',
        'R2 D2',
        'fullName may contain only letters, spaces, apostrophes, hyphens and dots',
      ],
      [
        'markup',
        '<b>Asha</b>',
        'fullName may contain only letters, spaces, apostrophes, hyphens and dots',
      ],
      [
        'a line break',
        'Asha\nVerma',
        'fullName may contain only letters, spaces, apostrophes, hyphens and dots',
      ],
      [
        'only punctuation',
        "--'.",
        'fullName may contain only letters, spaces, apostrophes, hyphens and dots',
      ],
    ])(
      'refuses %s with 400 naming the field and keeps the old name',
      async (_, fullName, message) => {
        const user = await signedInUser(t.app);
        expect((await patchMe(user.token, { fullName: 'Asha Verma' })).statusCode).toBe(200);
        const res = await patchMe(user.token, { fullName });
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({ success: false, message });
        expect((await me(user.token)).fullName).toBe('Asha Verma');
      },
    );

    it('refuses other fields (a role above all) and a change with nothing in it', async () => {
      const user = await signedInUser(t.app);
      const role = await patchMe(user.token, { fullName: 'Asha Verma', role: 'admin' });
      expect(role.statusCode).toBe(400);
      expect(json(role).message).toBe('role is not an allowed field');
      const missing = await patchMe(user.token, {});
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toMatchObject({
        code: 'FIELD_NOTHING_TO_CHANGE',
        message: 'Nothing to change: send at least one field',
      });
      expect(await me(user.token)).toMatchObject({ role: 'user', fullName: '' });
    });

    it('answers 401 without a token', async () => {
      const res = await patchMe(undefined, { fullName: 'Asha Verma' });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('login limits', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const loginFrom = (ip: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('refuses a client that keeps failing for one account, with Retry-After, and never the owner from another client', async () => {
    t = await testApp(
      'sqlite',
      {},
      {
        rateLimits: generousLimits({
          loginFailuresPerAccountClient: { max: 3, windowMs: 900_000 },
        }),
      },
    );
    const account = await register(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom('10.0.0.66', account.email, `wrong password ${i}`)).statusCode).toBe(
        401,
      );
    }
    // The failing client is refused that account, even with the right password.
    const blocked = await loginFrom('10.0.0.66', account.email, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({
      success: false,
      code: 'LOGIN_LOCKED',
      message: expect.stringMatching(/Too many failed login attempts/),
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The owner, from a client that has not been failing, signs in.
    expect((await loginFrom('10.0.0.7', account.email, account.password)).statusCode).toBe(200);
    // The failing client may still sign in to other accounts.
    const other = await register(t.app);
    expect((await loginFrom('10.0.0.66', other.email, other.password)).statusCode).toBe(200);
  });

  it('limits an unknown e-mail the same way, so the limit reveals nothing', async () => {
    t = await testApp(
      'sqlite',
      {},
      {
        rateLimits: generousLimits({
          loginFailuresPerAccountClient: { max: 2, windowMs: 3_600_000 },
        }),
      },
    );
    const email = uniqueEmail('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await loginFrom('10.0.0.9', email, 'whatever1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('refuses a client that fails across many accounts', async () => {
    t = await testApp(
      'sqlite',
      {},
      { rateLimits: generousLimits({ loginFailuresPerClient: { max: 3, windowMs: 3_600_000 } }) },
    );
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom('10.0.0.50', uniqueEmail('spray'), 'Password-1')).statusCode).toBe(
        401,
      );
    }
    const account = await register(t.app);
    const refused = await loginFrom('10.0.0.50', account.email, account.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await loginFrom('10.0.0.51', account.email, account.password)).statusCode).toBe(200);
  });

  it("slows failures past the account's threshold, from every client, but never refuses the owner's right password", async () => {
    t = await testApp(
      'sqlite',
      {},
      { rateLimits: generousLimits({ loginFailuresPerAccount: { max: 2, windowMs: 3_600_000 } }) },
    );
    const account = await register(t.app);
    const timed = async (ip: string, password: string) => {
      const started = Date.now();
      const res = await loginFrom(ip, account.email, password);
      return { status: res.statusCode, ms: Date.now() - started };
    };
    // A spread-out attack: each failure from another client.
    for (let i = 0; i < 2; i += 1)
      expect((await timed(`10.1.0.${i}`, 'wrong guess 1')).status).toBe(401);
    const third = await timed('10.1.0.3', 'wrong guess 3');
    const fourth = await timed('10.1.0.4', 'wrong guess 4');
    expect([third.status, fourth.status]).toEqual([401, 401]);
    expect(third.ms).toBeGreaterThanOrEqual(240);
    expect(fourth.ms).toBeGreaterThanOrEqual(490);
    // The owner's right password works, from a client that has not been failing.
    expect((await timed('10.1.0.99', account.password)).status).toBe(200);
  });

  it('allows a few dozen failures per account per hour by default, and ten per account and client in 15 minutes', () => {
    expect(DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max).toBeGreaterThanOrEqual(12);
    expect(DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max).toBeLessThanOrEqual(50);
    expect(DEFAULT_RATE_LIMITS.loginFailuresPerAccount.windowMs).toBe(3_600_000);
    expect(DEFAULT_RATE_LIMITS.loginFailuresPerAccountClient).toEqual({
      max: 10,
      windowMs: 900_000,
    });
  });

  it('answers 429 with a message and Retry-After when one IP sends too many logins', async () => {
    t = await testApp(
      'sqlite',
      {},
      { rateLimits: generousLimits({ login: { max: 2, windowMs: 60_000 } }) },
    );
    const payload = { email: uniqueEmail(), password: 'whatever1' };
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
    expect(res.statusCode).toBe(429);
    expect(json(res)).toMatchObject({
      success: false,
      code: expect.any(String),
      message: expect.stringMatching(/^Too many requests/),
    });
    expect(res.headers['retry-after']).toBeDefined();
    // another client is not affected
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload,
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-ups per IP', async () => {
    t = await testApp(
      'sqlite',
      {},
      { rateLimits: generousLimits({ register: { max: 1, windowMs: 60_000 } }) },
    );
    await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: uniqueEmail(), username: 'second_one', password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
  });
});
