// A learner asks for the name on one of their certificates to be corrected; an admin approves
// (a corrected certificate with a new ID replaces it, and the old one is revoked with a reason
// naming its replacement, which its credential's status then says) or refuses (nothing changes).
// Each decision is audited and e-mailed to the learner in the language they asked in.
import {
  bearer,
  dialects,
  generousLimits,
  GOOD_PASSWORD,
  json,
  login,
  signedInAdmin,
  testApp,
  uniqueEmail,
  type Account,
  type TestApp,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(dialects)('name corrections (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect, {}, { rateLimits: generousLimits() });
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  async function issued(fields: Record<string, unknown>): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: bearer(admin.token),
      payload: { fullName: 'Asha Vrma', courseName: 'CompTIA Security+', ...fields },
    });
    expect(res.statusCode).toBe(201);
    return json<{ data: { certificateId: string } }>(res).data.certificateId;
  }

  /** A signed-up learner whose address is proven (set directly: the proof has its own tests). */
  async function learner(
    email = uniqueEmail('learner'),
  ): Promise<{ email: string; token: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        email,
        username: `u_${email.split('@')[0]?.replace(/\W/g, '_')}`,
        password: GOOD_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
    return { email, token: await login(t.app, email, GOOD_PASSWORD) };
  }

  const ask = (token: string, certificateId: string, payload: Json, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/me/certificates/${certificateId}/name-correction`,
      headers: { ...bearer(token), 'accept-language': lang },
      payload,
    });
  const asked = async (token: string, certificateId: string, lang = 'en') => {
    const res = await ask(
      token,
      certificateId,
      { name: 'Asha Verma', reason: 'Typo in surname' },
      lang,
    );
    expect(res.statusCode).toBe(201);
    return json<{ data: { id: string } }>(res).data.id;
  };
  const decide = (token: string, id: string, action: 'approve' | 'refuse', payload: Json) =>
    t.app.inject({
      method: 'POST',
      url: `/api/name-corrections/${id}/${action}`,
      headers: bearer(token),
      payload,
    });
  const mine = async (token: string) =>
    json<{ data: Json[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me/certificates',
        headers: bearer(token),
      }),
    ).data;
  const credentialOf = async (certificateId: string) =>
    json<Json>(
      await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}/credential` }),
    );
  const verify = async (credential: Json) =>
    json<{ data: Json }>(
      await t.app.inject({ method: 'POST', url: '/api/credentials/verify', payload: credential }),
    ).data;
  const mailsTo = (email: string, kind: string) =>
    t.app.db
      .selectFrom('outboxEmails')
      .selectAll()
      .where('to', '=', email)
      .where('kind', '=', kind)
      .execute();
  const auditOf = (certificateId: string, action: string) =>
    t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('targetId', '=', certificateId)
      .where('action', '=', action)
      .execute();

  it('refuses a request for a certificate not on the account, revoked, already asked or with a bad name', async () => {
    const me = await learner();
    const someoneElse = await issued({ recipientEmail: uniqueEmail('other') });
    const notMine = await ask(me.token, someoneElse, { name: 'Asha Verma', reason: 'Typo' });
    expect(notMine.statusCode).toBe(404);
    expect(json(notMine)).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND' });

    const revokedId = await issued({ recipientEmail: me.email });
    await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${revokedId}/revoke`,
      headers: bearer(admin.token),
      payload: { reason: 'Issued in error' },
    });
    const revoked = await ask(me.token, revokedId, { name: 'Asha Verma', reason: 'Typo' });
    expect(revoked.statusCode).toBe(409);
    expect(json(revoked)).toMatchObject({ code: 'CORRECTION_NOT_VALID' });

    const id = await issued({ recipientEmail: me.email });
    const badName = await ask(me.token, id, { name: 'Asha <b>', reason: 'Typo' });
    expect(badName.statusCode).toBe(400);
    const digits = await ask(me.token, id, { name: 'Asha 123', reason: 'Typo' });
    expect(digits.statusCode).toBe(400);
    expect(json(digits)).toMatchObject({ code: 'FULL_NAME_CHARACTERS' });
    const same = await ask(me.token, id, { name: 'Asha Vrma', reason: 'Typo' });
    expect(json(same)).toMatchObject({ code: 'CORRECTION_SAME_NAME' });

    await asked(me.token, id);
    const again = await ask(me.token, id, { name: 'Asha V. Verma', reason: 'Middle initial' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CORRECTION_OPEN' });

    const unproven = await learner();
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: null })
      .where('email', '=', unproven.email)
      .execute();
    const unprovenId = await issued({ recipientEmail: unproven.email });
    expect(
      (await ask(unproven.token, unprovenId, { name: 'Asha Verma', reason: 'Typo' })).statusCode,
    ).toBe(409);
  });

  it('lets only admins list and decide requests', async () => {
    const me = await learner();
    const id = await asked(me.token, await issued({ recipientEmail: me.email }));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/name-corrections',
      headers: bearer(me.token),
    });
    expect(list.statusCode).toBe(403);
    expect((await decide(me.token, id, 'approve', { note: 'Checked' })).statusCode).toBe(403);
    expect((await decide(me.token, id, 'refuse', { reason: 'No' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/name-corrections' });
    expect(anonymous.statusCode).toBe(401);
    expect((await decide(admin.token, id, 'refuse', { reason: '' })).statusCode).toBe(400);
  });

  it('approves: a corrected certificate replaces the old one, which is revoked with its reason', async () => {
    const me = await learner();
    const oldId = await issued({ recipientEmail: me.email, issueDate: '2025-03-01' });
    const oldCredential = await credentialOf(oldId);
    const id = await asked(me.token, oldId, 'hi');

    const open = json<{ data: Json[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/name-corrections',
        headers: bearer(admin.token),
      }),
    ).data;
    expect(open[0]).toMatchObject({
      id,
      currentName: 'Asha Vrma',
      requestedName: 'Asha Verma',
      email: me.email,
    });

    const res = await decide(admin.token, id, 'approve', { note: 'Matches the ID document' });
    expect(res.statusCode).toBe(200);
    const decided = json<{ data: Json }>(res).data;
    expect(decided).toMatchObject({ status: 'approved', decisionNote: 'Matches the ID document' });
    const newId = decided.newCertificateId as string;
    expect(newId).not.toBe(oldId);

    const certificates = await mine(me.token);
    expect(certificates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          certificateId: newId,
          fullName: 'Asha Verma',
          status: 'valid',
          issueDate: '2025-03-01',
          courseName: 'CompTIA Security+',
        }),
        expect.objectContaining({ certificateId: oldId, fullName: 'Asha Vrma', status: 'revoked' }),
      ]),
    );
    const lookup = json<{ data: Json }>(
      await t.app.inject({ method: 'GET', url: `/api/certificates/${oldId}` }),
    );
    expect(lookup.data.status).toBe('revoked');
    const row = await t.app.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', oldId)
      .executeTakeFirstOrThrow();
    expect(row.revokedReason).toBe(`Name corrected: replaced by ${newId}`);

    expect(await verify(oldCredential)).toMatchObject({
      genuine: true,
      revoked: true,
      valid: false,
    });
    const newCredential = await credentialOf(newId);
    expect(newCredential.credentialSubject.name).toBe('Asha Verma');
    expect(await verify(newCredential)).toMatchObject({
      genuine: true,
      revoked: false,
      valid: true,
      certificateId: newId,
    });

    const audit = await auditOf(oldId, 'name_correction.approve');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe(admin.email);
    expect(audit[0]?.summary).toContain(newId);

    const mails = await mailsTo(me.email, 'name-correction-approved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.lang).toBe('hi');
    expect(mails[0]?.text).toContain('Asha Verma');
    expect(mails[0]?.text).toContain(newId);
    expect(mails[0]?.text).toMatch(/प्रमाणपत्र/);

    const twice = await decide(admin.token, id, 'approve', { note: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ code: 'CORRECTION_DECIDED' });
  });

  it('refuses: the certificate stays valid, the learner sees the reason and is e-mailed', async () => {
    const me = await learner();
    const certificateId = await issued({ recipientEmail: me.email });
    const id = await asked(me.token, certificateId, 'ar');
    const before = await t.app.db.selectFrom('certificates').selectAll().execute();

    const res = await decide(admin.token, id, 'refuse', { reason: 'The ID document shows Vrma' });
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.selectFrom('certificates').selectAll().execute()).toEqual(before);
    expect(await mine(me.token)).toEqual([
      expect.objectContaining({ certificateId, status: 'valid', fullName: 'Asha Vrma' }),
    ]);

    const requests = json<{ data: Json[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me/name-corrections',
        headers: bearer(me.token),
      }),
    ).data;
    expect(requests).toEqual([
      expect.objectContaining({
        id,
        status: 'refused',
        decisionNote: 'The ID document shows Vrma',
        newCertificateId: null,
      }),
    ]);
    expect(await auditOf(certificateId, 'name_correction.refuse')).toHaveLength(1);
    const mails = await mailsTo(me.email, 'name-correction-refused');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.lang).toBe('ar');
    expect(mails[0]?.text).toContain('The ID document shows Vrma');
    expect(mails[0]?.html).toContain('dir="rtl"');

    // Decided, the learner may ask again.
    expect(
      (await ask(me.token, certificateId, { name: 'Asha Verma', reason: 'New document' }))
        .statusCode,
    ).toBe(201);
  });
});
