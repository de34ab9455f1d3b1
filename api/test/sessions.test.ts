// Sessions: each login is a session; the list marks the caller's; signing one out
// refuses its token at once, on another instance too; a password reset ends them all.
import {
  bearer,
  dialects,
  json,
  latestCode,
  login,
  register,
  testApp,
  testConfig,
  type TestApp,
} from './helpers';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { signToken } from '../src/lib/jwt';
import { deriveKeys, resolveSecret } from '../src/lib/secrets';

type SessionInfo = { id: string; userAgent: string; current: boolean; ip: string };

describe.each(dialects)('sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  const sessions = async (token: string) =>
    json<{ data: SessionInfo[] }>(
      await t.app.inject({ method: 'GET', url: '/api/users/me/sessions', headers: bearer(token) }),
    ).data;

  async function loginFrom(email: string, password: string, agent: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'user-agent': agent },
      payload: { email, password },
    });
    return json<{ token: string }>(res).token;
  }

  it('lists each login as a session, the caller’s own marked current', async () => {
    const account = await register(t.app);
    const phone = await loginFrom(account.email, account.password, 'Phone browser');
    const laptop = await loginFrom(account.email, account.password, 'Laptop browser');
    const list = await sessions(laptop);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)?.userAgent).toBe('Laptop browser');
    expect(list.find((s) => !s.current)?.userAgent).toBe('Phone browser');
    expect((await sessions(phone)).find((s) => s.current)?.userAgent).toBe('Phone browser');
  });

  it('refuses the token of a session signed out, at once, and keeps the others', async () => {
    const account = await register(t.app);
    const phone = await loginFrom(account.email, account.password, 'Phone');
    const laptop = await loginFrom(account.email, account.password, 'Laptop');
    const phoneSession = (await sessions(phone)).find((s) => s.current)!;
    const out = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/sessions/${phoneSession.id}`,
      headers: bearer(laptop),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    // Someone else's session is not yours to end.
    const other = await register(t.app);
    const otherToken = await login(t.app, other.email, other.password);
    const laptopSession = (await sessions(laptop)).find((s) => s.current)!;
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/sessions/${laptopSession.id}`,
      headers: bearer(otherToken),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('signs out every other session', async () => {
    const account = await register(t.app);
    const tokens = [];
    for (const agent of ['A', 'B', 'C'])
      tokens.push(await loginFrom(account.email, account.password, agent));
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/sessions',
      headers: bearer(tokens[2]!),
    });
    expect(json(res)).toEqual({ success: true, count: 2 });
    expect((await me(tokens[0]!)).statusCode).toBe(401);
    expect((await me(tokens[1]!)).statusCode).toBe(401);
    expect((await me(tokens[2]!)).statusCode).toBe(200);
  });

  it('ends every session when the password is reset', async () => {
    const account = await register(t.app);
    const token = await login(t.app, account.email, account.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: account.email },
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/verifyOtp',
      payload: { email: account.email, otp: await latestCode(t.app, account.email) },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/users/reset_password',
      payload: {
        email: account.email,
        newPassword: 'a brand new passphrase 77',
        resetToken: json<{ resetToken: string }>(verified).resetToken,
      },
    });
    expect((await me(token)).statusCode).toBe(401);
    const user = await t.app.repos.users.findByEmail(account.email);
    expect(await t.app.repos.sessions.listOf(user!.id)).toEqual([]);
  });

  it('refuses a validly signed token that names no session', async () => {
    const account = await register(t.app);
    const token = await login(t.app, account.email, account.password);
    expect((await me(token)).statusCode).toBe(200);
    const user = await t.app.repos.users.findByEmail(account.email);
    // Signed with the server's own key, but without a session (as tokens were before sessions).
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.sid).toEqual(expect.any(String));
    const forged = signToken(
      { sub: user!.id, ver: user!.tokenVersion },
      deriveKeys(resolveSecret(t.config).secret).jwt,
      600,
    );
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('sessions across instances', () => {
  it('a session signed out on one instance is refused by another sharing the database', async () => {
    const ctx = await testConfig(dialects.includes('postgres') ? 'postgres' : 'sqlite');
    const first = await build({ config: ctx.config });
    const second = await build({ config: { ...ctx.config } });
    try {
      const account = await register(first);
      const token = await login(first, account.email, account.password);
      const meOn = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect((await meOn(second)).statusCode).toBe(200);
      const list = json<{ data: Array<{ id: string }> }>(
        await second.inject({
          method: 'GET',
          url: '/api/users/me/sessions',
          headers: bearer(token),
        }),
      ).data;
      await first.inject({
        method: 'DELETE',
        url: `/api/users/me/sessions/${list[0]!.id}`,
        headers: bearer(token),
      });
      expect((await meOn(second)).statusCode).toBe(401);
    } finally {
      await first.close();
      await second.close();
      await ctx.cleanup();
    }
  });
});
