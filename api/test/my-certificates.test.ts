// A learner's own certificates: an admin issues one to an address (in the form or an import), the
// holder is e-mailed a link in their language, and the certificate shows on the account of that
// address once the address is proven, never on anyone else's; the address itself is never public
// and the signed credential carries only its salted hash.
import { LEAD_SALES_SLUG, seedAssessments } from '../src/db/seed';
import {
  bearer,
  dialects,
  generousLimits,
  json,
  login,
  register,
  signedInAdmin,
  testApp,
  uniqueEmail,
  type Account,
  type TestApp,
} from './helpers';

type Mine = {
  certificateId: string;
  fullName: string;
  courseName: string;
  status: string;
  expiryDate: string | null;
  signed: boolean;
};

describe.each(dialects)('my certificates (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect, {}, { rateLimits: generousLimits() });
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  const issue = (fields: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: { ...bearer(admin.token), 'accept-language': lang },
      payload: { fullName: 'Asha Verma', courseName: 'CompTIA Security+', ...fields },
    });
  const issued = async (fields: Record<string, unknown>, lang = 'en') => {
    const res = await issue(fields, lang);
    expect(res.statusCode).toBe(201);
    return json<{ data: { certificateId: string } }>(res).data.certificateId;
  };
  const mine = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me/certificates', headers: bearer(token) });

  /** Signs up with `email` (in `lang`), signs in; `prove` also confirms the address with its code. */
  async function learner(email: string, { prove = true, lang = 'en' } = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': lang },
      payload: {
        email,
        username: `u_${email.split('@')[0]?.replace(/\W/g, '_')}`,
        password: 'correct horse battery staple',
      },
    });
    expect(res.statusCode).toBe(201);
    const token = await login(t.app, email, 'correct horse battery staple');
    if (prove) await proveAddress(email, token);
    return token;
  }
  /** The address-proof e-mail sign-up sent (queued after it answers: waited for). */
  async function proofMail(email: string): Promise<{ text: string }> {
    let proof: { text: string } | undefined;
    for (let i = 0; i < 100 && !proof; i += 1) {
      proof = await t.app.db
        .selectFrom('outboxEmails')
        .select('text')
        .where('to', '=', email)
        .where('kind', '=', 'email-proof')
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      if (!proof) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!proof) throw new Error(`no proof code e-mailed to ${email}`);
    return proof;
  }
  async function proveAddress(email: string, token: string) {
    const proof = await proofMail(email);
    const code = /\b(\d{6})\b/.exec(proof.text)?.[1];
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email-proof/verify',
      headers: bearer(token),
      payload: { code },
    });
    expect(ok.statusCode).toBe(200);
  }
  const issueMails = (email: string) =>
    t.app.db
      .selectFrom('outboxEmails')
      .selectAll()
      .where('to', '=', email)
      .where('kind', '=', 'certificate-issued')
      .orderBy('createdAt')
      .execute();

  it('shows a certificate issued before sign-up only once the address is proven', async () => {
    const email = uniqueEmail('holder');
    const id = await issued({ recipientEmail: email.toUpperCase() });
    const token = await learner(email, { prove: false });

    const before = await mine(token);
    expect(before.statusCode).toBe(409);
    expect(json(before)).toMatchObject({ success: false, code: 'EMAIL_NOT_PROVEN' });

    await proveAddress(email, token);
    const after = await mine(token);
    expect(after.statusCode).toBe(200);
    const data = json<{ data: Mine[] }>(after).data;
    expect(data).toEqual([
      expect.objectContaining({
        certificateId: id,
        fullName: 'Asha Verma',
        courseName: 'CompTIA Security+',
        status: 'valid',
        signed: true,
        verifications: { total: 0, last30Days: 0 },
      }),
    ]);
    // Someone verifies it twice: the holder sees it once the counts are written.
    for (let i = 0; i < 2; i += 1)
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` })).statusCode,
      ).toBe(200);
    await t.app.verifications.flush();
    expect(json<{ data: Mine[] }>(await mine(token)).data[0]).toMatchObject({
      verifications: { total: 2, last30Days: 2 },
    });
  });

  it("never lists another user's certificates, and says expired and revoked as they are", async () => {
    const mineEmail = uniqueEmail('own');
    const otherEmail = uniqueEmail('other');
    const own = await issued({
      recipientEmail: mineEmail,
      issueDate: '2020-01-01',
      expiryDate: '2021-01-01',
    });
    const revoked = await issued({ recipientEmail: mineEmail });
    const others = await issued({ recipientEmail: otherEmail });
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${revoked}/revoke`,
      headers: bearer(admin.token),
      payload: { reason: 'issued by mistake' },
    });
    expect(revoke.statusCode).toBe(200);
    const token = await learner(mineEmail);
    const otherToken = await learner(otherEmail);

    const data = json<{ data: Mine[] }>(await mine(token)).data;
    expect(Object.fromEntries(data.map((c) => [c.certificateId, c.status]))).toEqual({
      [own]: 'expired',
      [revoked]: 'revoked',
    });
    const theirs = json<{ data: Mine[] }>(await mine(otherToken)).data;
    expect(theirs.map((c) => c.certificateId)).toEqual([others]);
  });

  it('refuses the list without a sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/certificates' });
    expect(res.statusCode).toBe(401);
    const results = await t.app.inject({ method: 'GET', url: '/api/users/me/results' });
    expect(results.statusCode).toBe(401);
  });

  it('never shows the address in the public lookup, the admin list or the credential; the credential holds its salted hash', async () => {
    const email = uniqueEmail('private');
    const id = await issued({ recipientEmail: email });
    const lookup = await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.body).not.toContain(email);
    expect(Object.keys(json<{ data: object }>(lookup).data)).not.toContain('recipientEmail');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/certificates?search=${id}`,
      headers: bearer(admin.token),
    });
    expect(list.body).not.toContain(email);

    const credential = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${id}/credential`,
    });
    expect(credential.statusCode).toBe(200);
    expect(credential.body.toLowerCase()).not.toContain(email.toLowerCase());
    const subject = json<{ credentialSubject: { identifier: Array<Record<string, unknown>> } }>(
      credential,
    ).credentialSubject;
    expect(subject.identifier).toEqual([
      expect.objectContaining({
        type: 'IdentityObject',
        identityType: 'emailAddress',
        hashed: true,
        identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/),
      }),
    ]);
    const { createHash } = await import('node:crypto');
    const [identity] = subject.identifier;
    expect(identity?.identityHash).toBe(
      `sha256$${createHash('sha256')
        .update(email.toLowerCase() + String(identity?.salt))
        .digest('hex')}`,
    );
  });

  it("e-mails the holder a link in their account's language, else in the language the admin chose", async () => {
    const hindi = uniqueEmail('hindi');
    await learner(hindi, { lang: 'hi', prove: false });
    // The account's language is that of the e-mails the site wrote to it (sign-up's, in Hindi).
    await proofMail(hindi);
    const id = await issued({ recipientEmail: hindi, emailLang: 'fr' });
    const [toAccount] = await issueMails(hindi);
    expect(toAccount).toMatchObject({ lang: 'hi' });
    expect(toAccount?.subject).toContain('प्रमाणपत्र');
    expect(toAccount?.text).toContain(`/hi/verify-certificate/${id}`);

    const newcomer = uniqueEmail('newcomer');
    await issued({ recipientEmail: newcomer, emailLang: 'ar' });
    const [arabic] = await issueMails(newcomer);
    expect(arabic).toMatchObject({ lang: 'ar' });
    expect(arabic?.html).toContain('dir="rtl"');

    const byRequest = uniqueEmail('request');
    await issued({ recipientEmail: byRequest }, 'nl');
    expect((await issueMails(byRequest))[0]).toMatchObject({ lang: 'nl' });

    const nobody = await issued({});
    expect(nobody).toBeTruthy();
  });

  it('refuses a bad recipient address with its code, and stores nothing', async () => {
    const before = (await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total;
    const res = await issue({ recipientEmail: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, code: 'FIELD_EMAIL' });
    expect((await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total).toBe(before);
  });

  it('imports CSV with and without the recipientEmail column; a bad address is a row error', async () => {
    const holder = uniqueEmail('imported');
    const withColumn = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: {
        csv: `fullName,courseName,recipientEmail\nRavi Kumar,CompTIA A+,${holder.toUpperCase()}\nMeera Iyer,CompTIA A+,\n`,
        emailLang: 'pt',
      },
    });
    expect(withColumn.statusCode).toBe(201);
    const rows = json<{ data: Array<{ certificateId: string }> }>(withColumn).data;
    expect(rows).toHaveLength(2);
    expect(withColumn.body).not.toContain(holder);
    expect(await issueMails(holder)).toEqual([expect.objectContaining({ lang: 'pt' })]);

    const without = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: { csv: 'fullName,courseName\nAsha Verma,CompTIA A+\n' },
    });
    expect(without.statusCode).toBe(201);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: { csv: 'fullName,courseName,recipientEmail\nAsha Verma,CompTIA A+,asha@\n' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      errors: [{ row: 1, message: expect.stringContaining('recipientEmail') }],
    });

    // The imported one is signed after the import, with the hash of its holder's address.
    const token = await learner(holder);
    const listed = json<{ data: Mine[] }>(await mine(token)).data;
    expect(listed.map((c) => c.certificateId)).toEqual([rows[0]?.certificateId]);
    const credential = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${rows[0]?.certificateId}/credential`,
    });
    expect(credential.body).toContain('identityHash');
    expect(credential.body.toLowerCase()).not.toContain(holder.toLowerCase());
  });

  it("lists the learner's submitted assessment results, with the certificate a pass earned, and no one else's", async () => {
    await seedAssessments(t.app.repos);
    const questions = await t.app.inject({
      method: 'GET',
      url: '/api/questions?category=sales&pageSize=100',
      headers: bearer(admin.token),
    });
    const key = new Map<string, string>();
    for (const q of json<{
      data: Array<{ text: string; options: string[]; correctOption: number }>;
    }>(questions).data)
      key.set(q.text, q.options[q.correctOption] as string);

    const email = uniqueEmail('candidate');
    const token = await learner(email);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${LEAD_SALES_SLUG}/attempts`,
      headers: bearer(token),
      payload: { level: 'easy', fullName: 'Test Person' },
    });
    expect(started.statusCode).toBe(201);
    const attempt = json<{
      attemptId: string;
      questions: Array<{ id: string; text: string; options: string[] }>;
    }>(started);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attempt.attemptId}/submit`,
      headers: bearer(token),
      payload: {
        answers: attempt.questions.map((q) => ({
          questionId: q.id,
          selectedOption: q.options.indexOf(key.get(q.text) as string),
        })),
      },
    });
    expect(submitted.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/results',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const [result] = json<{ data: Array<Record<string, unknown>> }>(res).data;
    expect(result).toMatchObject({
      attemptId: attempt.attemptId,
      assessment: { slug: LEAD_SALES_SLUG },
      level: 'easy',
      passed: true,
      score: attempt.questions.length,
      total: attempt.questions.length,
      review: null,
    });
    // The certificate the pass earned is on the account too (the assessment knows the address).
    const certificates = json<{ data: Mine[] }>(await mine(token)).data;
    expect(certificates.map((c) => c.certificateId)).toEqual([result?.certificateId]);

    const stranger = await register(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/results',
      headers: bearer(await login(t.app, stranger.email, stranger.password)),
    });
    expect(json(theirs)).toEqual({ success: true, data: [] });
  });
});
