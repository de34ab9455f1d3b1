// The learner's own profile: editing it with sign-up's rules, changing the address with a code
// sent to the new one, and deleting the account (what is erased, what the law and the issued
// certificates keep), read back from the database rows.
import {
  bearer,
  dialects,
  generousLimits,
  json,
  login,
  mailTo,
  register,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';

describe.each(dialects)('the learner profile (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, {}, { rateLimits: generousLimits() });
  });
  afterAll(async () => t.close());

  const send = (
    account: Account,
    method: 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers: bearer(account.token), payload });
  const me = async (account: Account) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(account.token) });
  const userRow = async (id: string) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const idOf = async (email: string) => (await t.app.repos.users.findByEmail(email))!.id;
  const auditActions = async (userId: string) =>
    (
      await t.app.db
        .selectFrom('auditEvents')
        .select('action')
        .where('targetId', '=', userId)
        .execute()
    ).map((row) => row.action);

  describe('editing the profile', () => {
    it("saves sign-up's fields and the full name, trimmed, and audits which fields changed", async () => {
      const user = await signedInUser(t.app);
      const res = await send(user, 'PATCH', '/users/me', {
        fullName: '  Asha   Verma ',
        phoneNumber: '+91 98765 43210',
        address: '12 Park Street, New Delhi',
        pinCode: '110001',
        country: 'India',
        linkedIn: 'https://www.linkedin.com/in/asha-verma',
        interest: 'Security+ ',
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({
        fullName: 'Asha Verma',
        phoneNumber: '+91 98765 43210',
        pinCode: '110001',
        country: 'India',
        interest: 'Security+',
        email: user.email,
      });
      const id = await idOf(user.email);
      expect(await userRow(id)).toMatchObject({ address: '12 Park Street, New Delhi' });
      const event = await t.app.db
        .selectFrom('auditEvents')
        .select(['action', 'summary'])
        .where('targetId', '=', id)
        .executeTakeFirstOrThrow();
      expect(event.action).toBe('user.profile_update');
      expect(event.summary).toMatch(
        /fullName, phoneNumber, address, pinCode, country, linkedIn, interest/,
      );
    });

    it("refuses what sign-up refuses, with the field's code, and changes nothing", async () => {
      const user = await signedInUser(t.app);
      const bad = [
        { pinCode: '<b>1</b>' },
        { phoneNumber: 'call me' },
        { linkedIn: 'https://evil.example/in/x' },
        { username: 'x' },
        { fullName: '12345' },
        { email: 'other@example.com' },
        { password: 'a new password please' },
        {},
      ];
      for (const payload of bad) {
        const res = await send(user, 'PATCH', '/users/me', payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(typeof json(res).code).toBe('string');
      }
      expect(json<{ user: { email: string; pinCode: string } }>(await me(user)).user).toMatchObject(
        {
          email: user.email,
          pinCode: '',
        },
      );
    });

    it("refuses another account's username and needs a signed-in user", async () => {
      const first = await signedInUser(t.app);
      const second = await signedInUser(t.app);
      const taken = await send(second, 'PATCH', '/users/me', {
        username: first.username.toUpperCase(),
      });
      expect(taken.statusCode).toBe(409);
      expect(json(taken).code).toBe('USERNAME_TAKEN');
      const anonymous = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        payload: { country: 'X' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('changing the address', () => {
    const codeIn = async (email: string) => {
      const mail = (await mailTo(t.app, email))
        .filter((m) => /code to change your e-mail\s+address/i.test(m.raw))
        .at(-1);
      const code = /account is: (\d{6})/.exec(mail?.raw ?? '')?.[1];
      if (!code) throw new Error(`no change code e-mailed to ${email}`);
      return code;
    };
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('sends the code to the new address, switches on the code, tells the old address and ends other sessions; certificates follow', async () => {
      const admin = await signedInAdmin(t.app);
      const user = await signedInUser(t.app);
      const otherDevice = await login(t.app, user.email, user.password);
      const certificate = await send(admin, 'POST', '/certificates', {
        fullName: 'Asha Verma',
        courseName: 'CompTIA Security+',
        recipientEmail: user.email,
      });
      expect(certificate.statusCode).toBe(201);
      const newEmail = `new.${user.email}`;

      const asked = await send(user, 'POST', '/users/me/email-change', {
        newEmail,
        password: user.password,
      });
      expect(asked.statusCode).toBe(200);
      expect(json(asked).code).toBe('EMAIL_CHANGE_SENT');
      const code = await codeIn(newEmail);
      expect(
        (await mailTo(t.app, user.email)).some((m) =>
          /code to change your e-mail\s+address/i.test(m.raw),
        ),
      ).toBe(false);

      const bad = await send(user, 'POST', '/users/me/email-change/verify', { code: wrong(code) });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).code).toBe('EMAIL_PROOF_INVALID');
      const id = await idOf(user.email);
      const codeRow = await t.app.db
        .selectFrom('oneTimeCodes')
        .select(['attempts', 'codeHash'])
        .where('userId', '=', id)
        .where('purpose', '=', 'email-change')
        .executeTakeFirstOrThrow();
      expect(codeRow.attempts).toBe(1);
      expect(codeRow.codeHash).not.toContain(code);

      const ok = await send(user, 'POST', '/users/me/email-change/verify', { code });
      expect(ok.statusCode).toBe(200);
      expect(json(ok).code).toBe('EMAIL_CHANGED');
      expect(await userRow(id)).toMatchObject({ email: newEmail });
      expect((await userRow(id)).emailVerifiedAt).not.toBeNull();
      const notice = (await mailTo(t.app, user.email)).filter((m) =>
        /account\s+was\s+changed/i.test(m.raw),
      );
      expect(notice).toHaveLength(1);
      expect(notice[0]!.raw).toContain(newEmail);

      expect((await me(user)).statusCode).toBe(200);
      const old = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(otherDevice),
      });
      expect(old.statusCode).toBe(401);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/users/me/certificates',
        headers: bearer(user.token),
      });
      expect(JSON.stringify(json(mine))).toContain(
        json<{ data: { certificateId: string } }>(certificate).data.certificateId,
      );
      expect(await auditActions(id)).toContain('user.email_change');
      // Used once.
      expect((await send(user, 'POST', '/users/me/email-change/verify', { code })).statusCode).toBe(
        400,
      );
    });

    it('refuses a wrong password, the same address, and an address another account has', async () => {
      const user = await signedInUser(t.app);
      const other = await register(t.app);
      const wrongPassword = await send(user, 'POST', '/users/me/email-change', {
        newEmail: `x.${user.email}`,
        password: 'not my password at all',
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(json(wrongPassword).code).toBe('PASSWORD_INCORRECT');
      const same = await send(user, 'POST', '/users/me/email-change', {
        newEmail: user.email.toUpperCase(),
        password: user.password,
      });
      expect(json(same).code).toBe('EMAIL_CHANGE_SAME');

      // Asking answers as for a free address (nothing told to the asker) ...
      const asked = await send(user, 'POST', '/users/me/email-change', {
        newEmail: other.email,
        password: user.password,
      });
      expect(asked.statusCode).toBe(200);
      expect(json(asked).code).toBe('EMAIL_CHANGE_SENT');
      // ... and only whoever reads that mailbox learns it is taken.
      const taken = await send(user, 'POST', '/users/me/email-change/verify', {
        code: await codeIn(other.email),
      });
      expect(taken.statusCode).toBe(409);
      expect(json(taken).code).toBe('EMAIL_TAKEN');
      expect((await userRow(await idOf(user.email))).email).toBe(user.email);
    });

    it('voids the code after five wrong tries', async () => {
      const user = await signedInUser(t.app);
      const newEmail = `five.${user.email}`;
      await send(user, 'POST', '/users/me/email-change', { newEmail, password: user.password });
      const code = await codeIn(newEmail);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await send(user, 'POST', '/users/me/email-change/verify', { code: wrong(code) }))
            .statusCode,
        ).toBe(400);
      }
      expect((await send(user, 'POST', '/users/me/email-change/verify', { code })).statusCode).toBe(
        400,
      );
      expect((await userRow(await idOf(user.email))).email).toBe(user.email);
    });
  });
});
