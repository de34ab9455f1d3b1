// The second factor's policy and recovery paths: ADMIN_REQUIRE_MFA (an admin without the second
// factor may only enrol), an admin resetting another account's factor (audited, owner e-mailed),
// the server-side reset for a locked-out owner, and signing out on the server.
import { PassThrough } from 'node:stream';
import { generate } from 'otplib';
import type { AuditEvent } from 'contracts';
import { runAdminCli } from '../src/cli/admin';
import {
  bearer,
  dialects,
  json,
  login,
  mailTo,
  makeAdmin,
  register,
  signedInAdmin,
  testApp,
  type TestApp,
} from './helpers';

const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

describe.each(dialects)('admin second factor policy (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, {}, { adminRequireMfa: true });
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function enrol(token: string): Promise<string> {
    const start = await call('POST', '/api/users/me/mfa/totp', token, {});
    expect(start.statusCode).toBe(200);
    const { secret } = json<{ secret: string }>(start);
    const confirm = await call('POST', '/api/users/me/mfa/totp/confirm', token, {
      code: await codeNow(secret),
    });
    expect(confirm.statusCode).toBe(200);
    return secret;
  }

  async function newAdmin() {
    const account = await register(t.app);
    await makeAdmin(t.app, account.email);
    return account;
  }

  it('gives an admin without the factor a token that only enrols, until the factor is on', async () => {
    const account = await newAdmin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ token: string; mfaEnrolmentRequired?: boolean }>(res);
    expect(body.mfaEnrolmentRequired).toBe(true);
    const { token } = body;

    // Every admin route, and every other route, is closed with a clear message and code.
    for (const url of ['/api/users', '/api/audit-events', '/api/assessments/manage']) {
      const refused = await call('GET', url, token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({
        success: false,
        code: 'MFA_ENROLMENT_REQUIRED',
        message: expect.stringMatching(/turn on two-step sign-in/i),
      });
    }
    const French = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { ...bearer(token), 'accept-language': 'fr' },
    });
    expect(json(French)).toMatchObject({ message: expect.stringMatching(/connexion en deux/) });

    // Enrolment and its own account routes stay open.
    const status = await call('GET', '/api/users/me/mfa', token);
    expect(json(status)).toMatchObject({ enabled: false, required: true });
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me/sessions', token)).statusCode).toBe(200);

    await enrol(token);
    // The same session now opens the admin routes.
    expect((await call('GET', '/api/users', token)).statusCode).toBe(200);
    expect(json(await call('GET', '/api/users/me/mfa', token))).toMatchObject({
      enabled: true,
      required: true,
    });
    // The next login asks for the code.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: account.password },
    });
    expect(json(again)).toMatchObject({ mfaRequired: true });
    expect(json(again)).not.toHaveProperty('token');
  });

  it('leaves accounts that are not admins alone', async () => {
    const account = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: account.password },
    });
    const body = json<{ token: string }>(res);
    expect(body).not.toHaveProperty('mfaEnrolmentRequired');
    expect((await call('GET', '/api/users/me', body.token)).statusCode).toBe(200);
    expect(json(await call('GET', '/api/users/me/mfa', body.token))).toMatchObject({
      required: false,
    });
  });

  it("lets an admin reset another account's factor: its sessions end, the owner is e-mailed, the event is logged", async () => {
    // The acting admin has its factor on (the policy holds on this app).
    const acting = await newAdmin();
    const actingToken = await login(t.app, acting.email, acting.password);
    const actingSecret = await enrol(actingToken);

    const owner = await newAdmin();
    const ownerToken = await login(t.app, owner.email, owner.password);
    await enrol(ownerToken);
    const ownerId = json<{ user: { id: string } }>(await call('GET', '/api/users/me', ownerToken))
      .user.id;

    const list = json<{ data: Array<{ id: string; mfaEnabled: boolean }> }>(
      await call('GET', `/api/users?search=${encodeURIComponent(owner.email)}`, actingToken),
    );
    expect(list.data.find((u) => u.id === ownerId)?.mfaEnabled).toBe(true);

    // Not for oneself, not for a user who is not an admin, not twice.
    const actingId = json<{ user: { id: string } }>(await call('GET', '/api/users/me', actingToken))
      .user.id;
    const self = await call('DELETE', `/api/users/${actingId}/mfa`, actingToken);
    expect(self.statusCode).toBe(400);
    expect(json(self)).toMatchObject({ code: 'MFA_RESET_SELF' });
    const plain = await register(t.app);
    const plainToken = await login(t.app, plain.email, plain.password);
    expect((await call('DELETE', `/api/users/${ownerId}/mfa`, plainToken)).statusCode).toBe(403);

    // With a current code of the acting admin's own factor (step-up.test.ts): the next step's,
    // as turning the factor on used the current one.
    const reset = await call('DELETE', `/api/users/${ownerId}/mfa`, actingToken, {
      code: await generate({ secret: actingSecret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toMatchObject({ success: true, code: 'MFA_RESET' });
    // The owner's token is refused at once; the factor is off.
    expect((await call('GET', '/api/users/me', ownerToken)).statusCode).toBe(401);
    const second = await call('DELETE', `/api/users/${ownerId}/mfa`, actingToken);
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ code: 'MFA_NOT_ON' });
    expect(
      (await call('DELETE', '/api/users/00000000-0000-4000-8000-000000000000/mfa', actingToken))
        .statusCode,
    ).toBe(404);

    const mail = (await mailTo(t.app, owner.email)).filter((m) =>
      /^Subject: Two-step sign-in was reset on your /m.test(m.raw),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw.replace(/=\r?\n/g, '')).toMatch(
      /An administrator of .* has reset two-step/,
    );

    const events = json<{ data: AuditEvent[] }>(
      await call('GET', `/api/audit-events?action=mfa.reset&target=${ownerId}`, actingToken),
    ).data;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorEmail: acting.email,
      targetType: 'user',
      targetId: ownerId,
      summaryKey: 'mfa.reset',
      summaryParams: { email: owner.email },
      summary: expect.stringContaining(owner.email),
    });
    // The owner signs in with the password alone, into enrolment only.
    const back = json<{ mfaEnrolmentRequired?: boolean }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: owner.email, password: owner.password },
      }),
    );
    expect(back.mfaEnrolmentRequired).toBe(true);
  });

  it('signs out on the server: the token is refused from then on, and the sign-out is logged', async () => {
    const account = await register(t.app);
    const token = await login(t.app, account.email, account.password);
    const out = await call('POST', '/api/users/logout', token);
    expect(out.statusCode).toBe(200);
    expect(json(out)).toMatchObject({ success: true, code: 'SIGNED_OUT' });
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(401);
    expect((await call('POST', '/api/users/logout', token)).statusCode).toBe(401);

    const admin = await newAdmin();
    const adminToken = await login(t.app, admin.email, admin.password);
    await enrol(adminToken);
    const events = json<{ data: AuditEvent[] }>(
      await call(
        'GET',
        `/api/audit-events?action=session.revoke&actor=${encodeURIComponent(account.email)}`,
        adminToken,
      ),
    ).data;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summaryKey: 'session.signed_out', summary: 'Signed out' });
  });
});

describe('npm run admin -- reset-mfa <email>', () => {
  it("turns off a locked-out owner's factor from the server's shell, ends its sessions and logs it", async () => {
    const t = await testApp('sqlite', {}, { adminRequireMfa: true });
    try {
      const owner = await signedInAdmin(t.app);
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/mfa/totp',
        headers: bearer(owner.token),
      });
      const { secret } = json<{ secret: string }>(start);
      await t.app.inject({
        method: 'POST',
        url: '/api/users/me/mfa/totp/confirm',
        headers: bearer(owner.token),
        payload: { code: await codeNow(secret) },
      });

      let out = '';
      const stdout = new PassThrough();
      stdout.on('data', (c: Buffer) => (out += c.toString()));
      const io = {
        env: { DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' },
        cwd: '/',
        stdin: new PassThrough(),
        stdout,
        stderr: stdout,
      };
      expect(await runAdminCli(['reset-mfa', owner.email.toUpperCase()], io)).toBe(0);
      expect(out).toMatch(/Reset the two-step sign-in of .* and ended its sessions/);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(owner.token) }))
          .statusCode,
      ).toBe(401);
      // Again: nothing to reset. Unknown address: an error.
      expect(await runAdminCli(['reset-mfa', owner.email], io)).toBe(0);
      expect(out).toMatch(/has no two-step sign-in turned on; nothing changed/);
      expect(await runAdminCli(['reset-mfa', 'nobody@example.com'], io)).toBe(1);
      expect(await runAdminCli(['reset-mfa'], io)).toBe(2);

      const rows = await t.app.db
        .selectFrom('auditEvents')
        .selectAll()
        .where('action', '=', 'mfa.reset')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: null,
        userAgent: 'npm run admin -- reset-mfa',
        summaryKey: 'mfa.reset_cli',
      });
      expect((await t.app.auditLog.verify(t.app.db)).valid).toBe(true);
    } finally {
      await t.close();
    }
  });
});
