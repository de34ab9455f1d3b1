// Admin actions that hand out power need the acting admin's own current second-factor code
// (making an admin, resetting another's factor), and the last administrator stays, also when two
// demotions run at once.
import { setTimeout as delay } from 'node:timers/promises';
import { generate } from 'otplib';
import { UsersRepository } from '../src/db/repositories/users';
import { bearer, dialects, json, register, signedInAdmin, testApp, type TestApp } from './helpers';

/** The code of the next 30 s step: the current one was used to turn the factor on. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe.each(dialects)('step-up for admin actions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const idOf = async (email: string) => (await t.app.repos.users.findByEmail(email))!.id;

  /** Turns the account's TOTP factor on; its secret. */
  async function enrol(token: string): Promise<string> {
    const { secret } = json<{ secret: string }>(
      await call('POST', '/api/users/me/mfa/totp', token, {}),
    );
    const confirm = await call('POST', '/api/users/me/mfa/totp/confirm', token, {
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    expect(confirm.statusCode).toBe(200);
    return secret;
  }
  /** A user whose address is proven (the role change needs it). */
  async function provenUser() {
    const account = await register(t.app);
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('email', '=', account.email)
      .execute();
    return account;
  }

  it('asks for a current code of the acting admin before making an admin', async () => {
    const admin = await signedInAdmin(t.app);
    const member = await provenUser();
    const memberId = await idOf(member.email);
    const promote = (payload: object) =>
      call('PATCH', `/api/users/${memberId}`, admin.token, payload);

    const noFactor = await promote({ role: 'admin' });
    expect(noFactor.statusCode).toBe(403);
    expect(json(noFactor)).toMatchObject({ code: 'STEP_UP_NO_FACTOR' });

    const secret = await enrol(admin.token);
    const without = await promote({ role: 'admin' });
    expect(without.statusCode).toBe(403);
    expect(json(without)).toMatchObject({ success: false, code: 'STEP_UP_REQUIRED' });
    const next = await nextCode(secret);
    const wrong = String((Number(next) + 1) % 1_000_000).padStart(6, '0');
    const bad = await promote({ role: 'admin', code: wrong });
    expect(bad.statusCode).toBe(403);
    expect(json(bad)).toMatchObject({ code: 'STEP_UP_FAILED' });
    expect((await t.app.repos.users.findByEmail(member.email))?.role).toBe('user');
    // The wrong code counted toward the factor's lock.
    expect((await t.app.mfa.factor(t.app.db, await idOf(admin.email)))?.failedCount).toBe(1);

    const ok = await promote({ role: 'admin', code: next });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ data: { role: 'admin' } });
    // A demotion or an employee needs no code.
    expect((await promote({ role: 'employee' })).statusCode).toBe(200);
  });

  it("asks for a current code of the acting admin before resetting another account's factor", async () => {
    const acting = await signedInAdmin(t.app);
    const actingSecret = await enrol(acting.token);
    const owner = await signedInAdmin(t.app);
    await enrol(owner.token);
    const ownerId = await idOf(owner.email);

    const without = await call('DELETE', `/api/users/${ownerId}/mfa`, acting.token);
    expect(without.statusCode).toBe(403);
    expect(json(without)).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const bad = await call('DELETE', `/api/users/${ownerId}/mfa`, acting.token, {
      code: 'AAAA-BBBB-CCCC',
    });
    expect(bad.statusCode).toBe(403);
    expect(json(bad)).toMatchObject({ code: 'STEP_UP_FAILED' });
    expect(await t.app.mfa.isEnabled(t.app.db, ownerId)).toBe(true);

    const ok = await call('DELETE', `/api/users/${ownerId}/mfa`, acting.token, {
      code: await nextCode(actingSecret),
    });
    expect(ok.statusCode).toBe(200);
    expect(await t.app.mfa.isEnabled(t.app.db, ownerId)).toBe(false);
  });

  it('leaves an administrator when the last two demote each other at once', async () => {
    const solo = await testApp(dialect);
    try {
      const a = await signedInAdmin(solo.app);
      const b = await signedInAdmin(solo.app);
      const id = async (email: string) => (await solo.app.repos.users.findByEmail(email))!.id;
      const [ida, idb] = [await id(a.email), await id(b.email)];
      // Each change takes a while, so both requests are past their checks before either ends.
      const setRole = UsersRepository.prototype.setRole;
      jest.spyOn(UsersRepository.prototype, 'setRole').mockImplementation(async function (
        this: UsersRepository,
        ...args: Parameters<typeof setRole>
      ) {
        await delay(300);
        return setRole.apply(this, args);
      });
      const demote = (token: string, target: string) =>
        solo.app.inject({
          method: 'PATCH',
          url: `/api/users/${target}`,
          headers: bearer(token),
          payload: { role: 'user' },
        });
      const answers = await Promise.all([demote(a.token, idb), demote(b.token, ida)]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await solo.app.repos.users.countAdmins()).toBe(1);
    } finally {
      jest.restoreAllMocks();
      await solo.close();
    }
  });
});
