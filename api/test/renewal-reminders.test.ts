// Renewal reminders: the job (run with the test's clock) e-mails a certificate's holder 90 and 30
// days before its expiry, each reminder once, in the holder's language with the course's page and
// a link to the opt-out page (whose button posts the link's token; opening the link records
// nothing) and a mail client's one-click unsubscribe headers; never after an opt-out (by the page,
// the one-click request or the account's switch), and
// never for a revoked or expired certificate or one without an address (two instances:
// renewal-reminders-instances.test.ts).
import { seedAssessments } from '../src/db/seed';
import {
  bearer,
  dialects,
  json,
  outbox,
  signedInAdmin,
  signedInUser,
  testApp,
  uniqueEmail,
  type Account,
  type TestApp,
} from './helpers';
import {
  before,
  DAY,
  issue,
  kindsSent,
  optedOut,
  optOutLink,
  postOptOut,
  remindersTo,
} from './renewal-reminders-helpers';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(dialects)('renewal reminders (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  it('sends the 90-day and the 30-day reminder once each, when each is due', async () => {
    const to = uniqueEmail('holder');
    const expiry = '2028-06-30';
    const id = await issue(t.app, admin, { recipientEmail: to, expiryDate: expiry });
    await t.app.sendRenewalReminders(before(expiry, 100));
    expect(await remindersTo(t.app, to)).toHaveLength(0);

    await t.app.sendRenewalReminders(before(expiry, 90));
    await t.app.sendRenewalReminders(before(expiry, 89));
    await t.app.sendRenewalReminders(before(expiry, 45));
    const first = await remindersTo(t.app, to);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('Your CompTIA Security+ certificate expires on June 30, 2028');
    expect(first[0]?.text).toContain('is valid until June 30, 2028.');
    // The course is one of the catalog's: its page, not the certificate's.
    expect(first[0]?.text).toContain(`${t.config.publicOrigin}/comptia/specialist/security-plus`);

    await t.app.sendRenewalReminders(before(expiry, 30));
    await t.app.sendRenewalReminders(before(expiry, 30));
    await t.app.sendRenewalReminders(before(expiry, 2));
    const both = await remindersTo(t.app, to);
    expect(both).toHaveLength(2);
    expect(both[1]?.subject).toBe(both[0]?.subject);
    expect(await kindsSent(t.app, id)).toEqual(['90', '30']);
    // On and after the expiry nothing more.
    await t.app.sendRenewalReminders(before(expiry, 0));
    await t.app.sendRenewalReminders(before(expiry, -5));
    expect(await remindersTo(t.app, to)).toHaveLength(2);
  });

  it('sends only the 30-day reminder for a certificate issued 40 days before its expiry', async () => {
    const to = uniqueEmail('late');
    const expiry = '2028-03-31';
    const id = await issue(t.app, admin, { recipientEmail: to, expiryDate: expiry });
    await t.app.sendRenewalReminders(before(expiry, 40));
    expect(await remindersTo(t.app, to)).toHaveLength(0);
    await t.app.sendRenewalReminders(before(expiry, 29));
    const sent = await remindersTo(t.app, to);
    expect(sent).toHaveLength(1);
    expect(await kindsSent(t.app, id)).toEqual(['30']);
  });

  it("writes in the holder's language, and links an unknown course's certificate page", async () => {
    const to = uniqueEmail('hindi');
    const expiry = '2028-09-15';
    const id = await issue(t.app, admin, {
      recipientEmail: to,
      expiryDate: expiry,
      courseName: 'Advanced Firewall Workshop',
      emailLang: 'hi',
    });
    await t.app.sendRenewalReminders(before(expiry, 80));
    const [reminder] = await remindersTo(t.app, to);
    expect(reminder?.lang).toBe('hi');
    const date = new Intl.DateTimeFormat('hi', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${expiry}T00:00:00Z`),
    );
    expect(reminder?.subject).toBe(
      `आपका Advanced Firewall Workshop प्रमाणपत्र ${date} को समाप्त हो रहा है`,
    );
    expect(reminder?.text).toContain(`${t.config.publicOrigin}/hi/verify-certificate/${id}`);
    expect(reminder?.text).not.toMatch(/expires|valid until/);
  });

  it("links the opt-out page in the e-mail's language, and stops the reminders once its button posts the token", async () => {
    const to = uniqueEmail('link');
    const expiry = '2028-07-31';
    await issue(t.app, admin, { recipientEmail: to, expiryDate: expiry, emailLang: 'fr' });
    await t.app.sendRenewalReminders(before(expiry, 90));
    const [reminder] = await remindersTo(t.app, to);
    const { page, token } = optOutLink(reminder!);
    expect(page).toBe(`${t.config.publicOrigin}/fr/reminders/opt-out`);
    const res = await postOptOut(t.app, token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      code: 'REMINDERS_OPTED_OUT',
      message:
        'C’est fait : cette adresse ne recevra plus de rappels de renouvellement de certificat.',
    });
    expect(await optedOut(t.app, to)).toBe(true);
    // Pressing twice is not an error.
    expect((await postOptOut(t.app, token)).statusCode).toBe(200);
    await t.app.sendRenewalReminders(before(expiry, 30));
    expect(await remindersTo(t.app, to)).toHaveLength(1);
  });

  it('records nothing when the link is only opened (a mail scanner), and sends a person to the page', async () => {
    const to = uniqueEmail('scanned');
    const token = t.app.reminderOptOuts.issue(to, 'ar', new Date());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reminders/opt-out?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${t.config.publicOrigin}/ar/reminders/opt-out?token=${encodeURIComponent(token)}`,
    );
    const bare = await t.app.inject({ method: 'GET', url: '/api/reminders/opt-out' });
    expect([bare.statusCode, bare.headers.location]).toEqual([
      303,
      `${t.config.publicOrigin}/reminders/opt-out`,
    ]);
    expect(await optedOut(t.app, to)).toBe(false);
  });

  it("takes a mail client's one-click unsubscribe: the form body with the token in the query", async () => {
    const to = uniqueEmail('one-click');
    const token = t.app.reminderOptOuts.issue(to, 'nl', new Date());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/opt-out?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([res.statusCode, json(res).code]).toEqual([200, 'REMINDERS_OPTED_OUT']);
    expect(await optedOut(t.app, to)).toBe(true);
    // Another form body is not the one-click request.
    const other = uniqueEmail('not-one-click');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/opt-out?token=${encodeURIComponent(t.app.reminderOptOuts.issue(other, 'en', new Date()))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Yes',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await optedOut(t.app, other)).toBe(false);
  });

  it('delivers the reminder with the List-Unsubscribe and List-Unsubscribe-Post headers', async () => {
    const to = uniqueEmail('headers');
    const expiry = '2028-08-31';
    await issue(t.app, admin, { recipientEmail: to, expiryDate: expiry });
    await t.app.sendRenewalReminders(before(expiry, 85));
    const [reminder] = await remindersTo(t.app, to);
    const { token } = optOutLink(reminder!);
    const delivered = (await outbox(t.app)).find(
      (m) => m.raw.includes(`To: ${to}`) && /^Subject: .*expires/m.test(m.raw),
    );
    expect(delivered).toBeDefined();
    // Header lines may be folded; unfold them before reading.
    const raw = delivered!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      new RegExp(
        `^List-Unsubscribe: <${escapeRegExp(`${t.config.publicOrigin}/api/reminders/opt-out?token=${encodeURIComponent(token)}`)}>$`,
        'm',
      ),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('refuses a missing, forged, altered or expired opt-out token with its code, and records nothing', async () => {
    const victim = uniqueEmail('victim');
    const now = new Date();
    const good = t.app.reminderOptOuts.issue(victim, 'en', now);
    const [address, lang, issued] = good.split('.');
    const forged = [
      `${Buffer.from(victim).toString('base64url')}.en.${now.getTime()}.AAAA`,
      `${Buffer.from(uniqueEmail('other')).toString('base64url')}.${lang}.${issued}.${good.split('.')[3]}`,
      `${address}.${lang}.${Number(issued) + 1}.${good.split('.')[3]}`,
      'not-a-token',
      '',
    ];
    for (const token of forged) {
      const res = await postOptOut(t.app, token);
      expect([token, res.statusCode, json(res).code]).toEqual([
        token,
        400,
        'REMINDER_LINK_INVALID',
      ]);
    }
    const old = t.app.reminderOptOuts.issue(victim, 'en', new Date(now.getTime() - 400 * DAY));
    const expired = await postOptOut(t.app, old, 'hi');
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toMatchObject({
      code: 'REMINDER_LINK_EXPIRED',
      message: expect.stringContaining('अवधि समाप्त'),
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/opt-out',
      payload: {},
    });
    expect([missing.statusCode, json(missing).code]).toEqual([400, 'REMINDER_LINK_INVALID']);
    expect(await optedOut(t.app, victim)).toBe(false);
  });

  it('sends none to a learner who switched them off in their account, again after switching on', async () => {
    const learner = await signedInUser(t.app);
    const to = learner.email.toLowerCase();
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('email', '=', learner.email)
      .execute();
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/me/reminders',
        headers: bearer(learner.token),
      });
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/reminders',
        headers: bearer(learner.token),
        payload: { enabled },
      });
    expect(json(await get()).data).toEqual({ enabled: true });
    const off = await put(false);
    expect(off.statusCode).toBe(200);
    expect(json(off).data).toEqual({ enabled: false });
    expect(json(await get()).data).toEqual({ enabled: false });

    const expiry = '2028-10-31';
    await issue(t.app, admin, { recipientEmail: to, expiryDate: expiry });
    await t.app.sendRenewalReminders(before(expiry, 90));
    expect(await remindersTo(t.app, to)).toHaveLength(0);

    expect(json(await put(true)).data).toEqual({ enabled: true });
    await t.app.sendRenewalReminders(before(expiry, 30));
    expect(await remindersTo(t.app, to)).toHaveLength(1);
  });

  it('refuses the switch without a sign-in, with an unproven address, or with a bad body', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/me/reminders' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPut = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/reminders',
      payload: { enabled: false },
    });
    expect(anonymousPut.statusCode).toBe(401);
    const unproven = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/reminders',
      headers: bearer(unproven.token),
      payload: { enabled: true },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('REMINDERS_EMAIL_NOT_PROVEN');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/reminders',
      headers: bearer(unproven.token),
      payload: { enabled: 'yes please' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("reaches the holder of a certificate an assessment earned at their account's address", async () => {
    await seedAssessments(t.app.repos);
    const learner = await signedInUser(t.app);
    const user = await t.app.repos.users.findByEmail(learner.email);
    const assessment = await t.app.db
      .selectFrom('assessments')
      .select('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const attemptId = `attempt-${Date.now()}`;
    await t.app.db
      .insertInto('assessmentAttempts')
      .values({
        id: attemptId,
        assessmentId: assessment.id,
        userId: user!.id,
        level: 'easy',
        fullName: 'Asha Verma',
        served: '[]',
        answers: '[]',
        securityEvents: 0,
        deadline: now,
        score: 5,
        total: 5,
        passed: 1,
        certificateId: null,
        submitReason: null,
        startedAt: now,
        submittedAt: now,
        passPercent: 70,
        issuesCertificate: 1,
        securityLimit: 3,
        reviewStatus: null,
        reviewedAt: null,
        reviewedBy: null,
      })
      .execute();
    const expiry = '2028-12-31';
    const id = await issue(t.app, admin, { expiryDate: expiry });
    // As an assessment's pass stores it: the attempt, no address of its own.
    await t.app.db
      .updateTable('certificates')
      .set({ attemptId })
      .where('certificateId', '=', id)
      .execute();
    await t.app.sendRenewalReminders(before(expiry, 85));
    expect(await remindersTo(t.app, learner.email.toLowerCase())).toHaveLength(1);
    expect(await kindsSent(t.app, id)).toEqual(['90']);
  });

  it('sends none for a revoked or expired certificate, or one without an address', async () => {
    const revokedTo = uniqueEmail('revoked');
    const expiry = '2028-11-30';
    const revoked = await issue(t.app, admin, { recipientEmail: revokedTo, expiryDate: expiry });
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${revoked}/revoke`,
      headers: bearer(admin.token),
      payload: { reason: 'issued by mistake' },
    });
    expect(revoke.statusCode).toBe(200);
    const expiredTo = uniqueEmail('expired');
    const expired = await issue(t.app, admin, {
      recipientEmail: expiredTo,
      expiryDate: '2028-11-01',
    });
    const unaddressed = await issue(t.app, admin, { expiryDate: expiry });
    // A valid one with an address in the same run: the run did send.
    const controlTo = uniqueEmail('control');
    await issue(t.app, admin, { recipientEmail: controlTo, expiryDate: expiry });
    // 20 days before the revoked one's expiry, 9 days after the expired one's.
    await t.app.sendRenewalReminders(before(expiry, 20));
    expect(await remindersTo(t.app, controlTo)).toHaveLength(1);
    expect(await remindersTo(t.app, revokedTo)).toHaveLength(0);
    expect(await remindersTo(t.app, expiredTo)).toHaveLength(0);
    const recorded = await t.app.db
      .selectFrom('renewalReminders')
      .select('certificateId')
      .where('certificateId', 'in', [revoked, expired, unaddressed])
      .execute();
    expect(recorded).toHaveLength(0);
  });
});
