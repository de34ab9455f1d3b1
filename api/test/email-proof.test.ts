// An address is proven with an e-mailed code before it counts (no role above user until then),
// and a sign-up with a taken address e-mails its owner at most a few times a day.
import { SIGNUP_NOTICES_PER_DAY } from '../src/routes/users';
import {
  bearer,
  dialects,
  generousLimits,
  json,
  mailTo,
  register,
  signedInAdmin,
  signedInUser,
  testApp,
  type TestApp,
} from './helpers';

const MINUTE = 60_000;

describe.each(dialects)('e-mail proof (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      dialect,
      {},
      { rateLimits: generousLimits({ otpPerAddress: { max: 1, windowMs: MINUTE } }) },
    );
  });
  afterAll(async () => t.close());

  /** The newest address-proof code e-mailed to `email`. */
  async function proofCode(email: string): Promise<string> {
    const mails = (await mailTo(t.app, email)).filter((m) =>
      /kind: email-proof|confirm this e-mail address/i.test(m.raw),
    );
    const code = /account is: (\d{6})/.exec(mails.at(-1)?.raw ?? '')?.[1];
    if (!code) throw new Error(`no proof code e-mailed to ${email}`);
    return code;
  }
  const me = async (token: string) =>
    json<{ user: { id: string; emailVerified: boolean } }>(
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }),
    ).user;
  const verify = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me/email-proof/verify',
      headers: bearer(token),
      payload: { code },
    });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('e-mails a code at sign-up; the account signs in unproven and proves its address with the code, once', async () => {
    const user = await signedInUser(t.app);
    expect(await me(user.token)).toMatchObject({ emailVerified: false });
    const code = await proofCode(user.email);

    const bad = await verify(user.token, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, code: 'EMAIL_PROOF_INVALID' });
    expect(await me(user.token)).toMatchObject({ emailVerified: false });

    const ok = await verify(user.token, code);
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ success: true, code: 'EMAIL_PROVEN' });
    expect(await me(user.token)).toMatchObject({ emailVerified: true });

    const again = await verify(user.token, code);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'EMAIL_ALREADY_PROVEN' });
  });

  it('voids a code after five wrong tries, sends a new one at most once a minute, and never takes a reset code', async () => {
    const user = await signedInUser(t.app);
    const code = await proofCode(user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(user.token, wrong(code))).statusCode).toBe(400);
    }
    expect((await verify(user.token, code)).statusCode).toBe(400);

    // The sign-up's code was sent under a minute ago.
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/email-proof',
        headers: bearer(user.token),
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ code: 'EMAIL_PROOF_SENT' });
    const newCode = await proofCode(user.email);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(json(second)).toMatchObject({ code: 'EMAIL_PROOF_WAIT' });

    // A password-reset code is no proof of the address.
    await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: user.email },
    });
    const resetMail = (await mailTo(t.app, user.email)).filter((m) => /reset code/i.test(m.raw));
    const resetCode = /password reset code is: (\d{6})/.exec(resetMail.at(-1)?.raw ?? '')?.[1];
    expect(resetCode).toMatch(/^\d{6}$/);
    if (resetCode !== newCode) expect((await verify(user.token, resetCode!)).statusCode).toBe(400);
    expect((await verify(user.token, newCode)).statusCode).toBe(200);
  });

  it('refuses a role above user to an unproven address, and allows it once proven', async () => {
    const admin = await signedInAdmin(t.app);
    const member = await signedInUser(t.app);
    const id = (await me(member.token)).id;
    const promote = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: bearer(admin.token),
        payload: { role: 'employee' },
      });
    const refused = await promote();
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ success: false, code: 'EMAIL_NOT_PROVEN' });
    expect((await t.app.repos.users.findById(id))?.role).toBe('user');

    const listed = json<{ data: Array<{ id: string; emailVerified: boolean }> }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/users?search=${encodeURIComponent(member.email)}`,
        headers: bearer(admin.token),
      }),
    );
    expect(listed.data).toEqual([expect.objectContaining({ id, emailVerified: false })]);

    expect((await verify(member.token, await proofCode(member.email))).statusCode).toBe(200);
    const done = await promote();
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({ data: { role: 'employee', emailVerified: true } });
  });

  it('counts an account the operator makes admin (ADMIN_EMAIL, the admin command) as proven', async () => {
    const account = await register(t.app);
    const id = (await t.app.repos.users.findByEmail(account.email))!.id;
    expect((await t.app.repos.users.findById(id))?.emailVerifiedAt).toBeNull();
    await t.app.repos.users.setRole(id, 'admin');
    expect((await t.app.repos.users.findById(id))?.emailVerifiedAt).not.toBeNull();
  });

  it(`e-mails the owner of a taken address at most ${SIGNUP_NOTICES_PER_DAY} times a day, answering every sign-up alike`, async () => {
    const owner = await register(t.app);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        email: `new.${owner.email}`,
        username: `n${owner.username}`,
        password: owner.password,
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: {
            email: owner.email,
            username: `${owner.username}x${i}`,
            password: owner.password,
          },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(fresh.statusCode);
      expect(answer.body).toBe(fresh.body);
    }
    const notices = (await mailTo(t.app, owner.email)).filter((m) =>
      /^Subject: Someone tried to sign up/m.test(m.raw),
    );
    // Exactly the cap: counted atomically, so concurrent sign-ups neither exceed it nor all lose.
    expect(notices).toHaveLength(SIGNUP_NOTICES_PER_DAY);
  });
});
