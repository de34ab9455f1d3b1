// The inbox of enquiries: who may see it, its filters, search and pages, what staff do to an
// enquiry (assign, note, status, reply by e-mail), the CSV export, the contact form's spam
// defences (the honeypot, the signed form token) and the daily digest to the sales address.
import type { FastifyInstance } from 'fastify';
import { ENQUIRY_DIGEST_JOB, sendEnquiryDigest } from '../src/enquiries/digest';
import { formTokenKey, formTokens } from '../src/enquiries/form-token';
import { newId } from '../src/lib/ids';
import {
  bearer,
  dialects,
  json,
  mailTo,
  outbox,
  register,
  signedInAdmin,
  signedInUser,
  testApp,
  login,
  type Account,
  type TestApp,
} from './helpers';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function signedInSales(app: FastifyInstance): Promise<Account> {
  const account = await register(app);
  const user = await app.repos.users.findByEmail(account.email);
  await app.repos.users.setRole(user!.id, 'sales');
  return { ...account, token: await login(app, account.email, account.password) };
}

describe.each(dialects)('the inbox of enquiries (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let sales: Account;
  beforeAll(async () => {
    t = await testApp(dialect, { SITE_SALES_EMAIL: 'sales@acme.test' });
    admin = await signedInAdmin(t.app);
    sales = await signedInSales(t.app);
  });
  afterAll(async () => t.close());

  /** A token issued long enough ago for a person to have filled the form. */
  const readyToken = () => t.app.enquiryForms.issue(new Date(Date.now() - 10_000));

  const send = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers,
      payload: {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        subject: 'Security+ batch',
        message: 'When does the next batch start?',
        formToken: readyToken(),
        ...fields,
      },
    });

  /** An enquiry written straight into the table, at a chosen time. */
  async function stored(fields: Partial<Record<string, string>> = {}): Promise<string> {
    const id = newId();
    const createdAt = fields.createdAt ?? new Date().toISOString();
    await t.app.db
      .insertInto('enquiries')
      .values({
        id,
        name: fields.name ?? 'Someone',
        email: fields.email ?? `someone.${id.slice(0, 8)}@example.com`,
        phone: '',
        subject: fields.subject ?? 'A question',
        message: 'Please tell me more about it.',
        course: fields.course ?? null,
        status: (fields.status ?? 'new') as 'new',
        language: fields.language ?? 'en',
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
    return id;
  }

  const get = (url: string, who?: Account) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
  const post = (url: string, payload: object, who: Account = sales) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
  const list = async (query: string, who: Account = sales) =>
    json<{ data: Array<{ id: string; name: string; status: string }>; next: string | null }>(
      await get(`/api/enquiries?${query}`, who),
    );

  describe('the contact form', () => {
    it('hands out a token and takes an enquiry sent with it, with its course and language', async () => {
      const token = json<{ token: string }>(await get('/api/enquiries/form-token')).token;
      expect(t.app.enquiryForms.check(token, new Date(Date.now() + 5000))).toBe('ok');
      const res = await send({
        email: 'meera@example.com',
        course: 'CompTIA Security+',
        language: 'hi',
      });
      expect(res.statusCode).toBe(201);
      const row = await t.app.db
        .selectFrom('enquiries')
        .selectAll()
        .where('email', '=', 'meera@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ course: 'CompTIA Security+', language: 'hi', status: 'new' });
      const [mail] = await mailTo(t.app, 'sales@acme.test');
      expect(mail?.raw).toMatch(/Course: CompTIA Security\+/);
    });

    it('refuses a form sent less than 3 seconds after its token, in the page language', async () => {
      const fresh = t.app.enquiryForms.issue(new Date(Date.now() - 1000));
      const res = await send({ formToken: fresh }, { 'accept-language': 'hi' });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: 'FORM_TOO_FAST',
        message: expect.stringMatching(/सेकंड/),
      });
    });

    const tenSecondsAgo = () => new Date(Date.now() - 10_000);
    it.each([
      ['no token', (): string | undefined => undefined, 'FORM_TOKEN_INVALID'],
      ['a made-up token', () => `${Date.now() - 10_000}.forged`, 'FORM_TOKEN_INVALID'],
      [
        'a token signed with another key',
        () => formTokens(formTokenKey('another server secret')).issue(tenSecondsAgo()),
        'FORM_TOKEN_INVALID',
      ],
      [
        'a token re-dated under its old signature',
        () => {
          const [issued, signature] = t.app.enquiryForms.issue(tenSecondsAgo()).split('.');
          return `${Number(issued) - 10_000}.${signature}`;
        },
        'FORM_TOKEN_INVALID',
      ],
      [
        'a token older than a day',
        () => t.app.enquiryForms.issue(new Date(Date.now() - 25 * HOUR)),
        'FORM_TOKEN_EXPIRED',
      ],
    ])('refuses an enquiry with %s and stores nothing', async (_what, token, code) => {
      const before = await t.app.db.selectFrom('enquiries').select('id').execute();
      const res = await send({ formToken: token() });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code });
      expect(await t.app.db.selectFrom('enquiries').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('thanks a bot that filled the hidden field as a person, but stores and sends nothing', async () => {
      const mails = (await outbox(t.app)).length;
      const res = await send({ email: 'bot@spam.example', website: 'https://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(json(res)).toMatchObject({ success: true, code: 'ENQUIRY_THANKS' });
      const rows = await t.app.db
        .selectFrom('enquiries')
        .select('id')
        .where('email', '=', 'bot@spam.example')
        .execute();
      expect(rows).toEqual([]);
      expect(await outbox(t.app)).toHaveLength(mails);
    });
  });

  describe('who sees the inbox', () => {
    it('asks an anonymous visitor to sign in and refuses a learner', async () => {
      const learner = await signedInUser(t.app);
      for (const url of ['/api/enquiries', '/api/enquiries/export', '/api/enquiries/staff']) {
        expect((await get(url)).statusCode).toBe(401);
        expect((await get(url, learner)).statusCode).toBe(403);
      }
      const id = await stored();
      expect((await get(`/api/enquiries/${id}`, learner)).statusCode).toBe(403);
      expect((await post(`/api/enquiries/${id}/notes`, { text: 'hi' }, learner)).statusCode).toBe(
        403,
      );
      expect(
        (await post(`/api/enquiries/${id}/status`, { status: 'won' }, learner)).statusCode,
      ).toBe(403);
    });

    it('shows it to sales and to admins', async () => {
      expect((await get('/api/enquiries', sales)).statusCode).toBe(200);
      expect((await get('/api/enquiries', admin)).statusCode).toBe(200);
    });
  });

  describe('the list', () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      ids = {
        old: await stored({
          name: 'Anjali Rao',
          email: 'anjali@corp.example',
          createdAt: '2026-01-05T10:00:00.000Z',
          course: 'PECB ISO/IEC 27001 Lead Implementer',
        }),
        mid: await stored({
          name: 'Bilal Khan',
          email: 'bilal@corp.example',
          createdAt: '2026-02-10T10:00:00.000Z',
          status: 'won',
        }),
        late: await stored({
          name: 'anjali mehta',
          email: 'am@other.example',
          createdAt: '2026-03-15T10:00:00.000Z',
          course: 'PECB ISO/IEC 27001 Lead Implementer',
        }),
      };
    });

    it('filters by status, course and dates', async () => {
      const won = (await list('status=won')).data.map((r) => r.id);
      expect(won).toContain(ids.mid);
      expect(won).not.toContain(ids.old);
      const course = (
        await list(`course=${encodeURIComponent('PECB ISO/IEC 27001 Lead Implementer')}`)
      ).data;
      expect(course.map((r) => r.id)).toEqual([ids.late, ids.old]);
      const feb = (await list('from=2026-02-01&to=2026-02-10')).data.map((r) => r.id);
      expect(feb).toEqual([ids.mid]);
    });

    it('searches by the start of the name or e-mail in any case, or a whole address', async () => {
      expect((await list('q=ANJALI')).data.map((r) => r.id)).toEqual([ids.late, ids.old]);
      expect((await list('q=bil')).data.map((r) => r.id)).toEqual([ids.mid]);
      expect((await list('q=Anjali@Corp.Example')).data.map((r) => r.id)).toEqual([ids.old]);
      expect((await list('q=%25')).data).toEqual([]);
    });

    it('pages newest first with a cursor, without repeats or gaps', async () => {
      const all = (await list('limit=100')).data.map((r) => r.id);
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof list>> = await list(
          `limit=2${next ? `&after=${next}` : ''}`,
        );
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.data.map((r) => r.id));
        next = page.next;
      } while (next);
      expect(seen).toEqual(all);
      expect((await get('/api/enquiries?after=bm9uc2Vuc2U', sales)).statusCode).toBe(400);
    });
  });

  describe('working an enquiry', () => {
    it('assigns it to a staff member, and refuses to assign it to anyone else', async () => {
      const id = await stored();
      const staff = json<{ data: Array<{ id: string; email: string }> }>(
        await get('/api/enquiries/staff', sales),
      ).data;
      expect(staff.map((s) => s.email)).toEqual(expect.arrayContaining([admin.email, sales.email]));
      const learner = await signedInUser(t.app);
      expect(staff.map((s) => s.email)).not.toContain(learner.email);
      const learnerId = (await t.app.repos.users.findByEmail(learner.email))!.id;
      const refused = await post(`/api/enquiries/${id}/assign`, { userId: learnerId });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'ENQUIRY_ASSIGNEE_NOT_STAFF' });
      const salesId = staff.find((s) => s.email === sales.email)!.id;
      const res = await post(`/api/enquiries/${id}/assign`, { userId: salesId });
      expect(json(res)).toMatchObject({
        data: {
          assignedTo: salesId,
          assigneeEmail: sales.email,
          events: [{ kind: 'assigned', text: sales.email, actorEmail: sales.email }],
        },
      });
      const audit = await t.app.db
        .selectFrom('auditEvents')
        .select(['action', 'summary'])
        .where('targetId', '=', id)
        .execute();
      expect(audit).toEqual([
        { action: 'enquiry.assign', summary: expect.stringContaining(sales.email) },
      ]);
    });

    it('keeps an internal note and changes the status, each on the timeline and audited', async () => {
      const id = await stored();
      await post(`/api/enquiries/${id}/notes`, { text: 'Called, will call back Monday.' });
      const res = await post(`/api/enquiries/${id}/status`, { status: 'lost' }, admin);
      const { data } = json<{ data: { status: string; events: object[] } }>(res);
      expect(data.status).toBe('lost');
      expect(data.events).toEqual([
        expect.objectContaining({ kind: 'note', text: 'Called, will call back Monday.' }),
        expect.objectContaining({
          kind: 'status',
          from: 'new',
          to: 'lost',
          actorEmail: admin.email,
        }),
      ]);
      const actions = await t.app.db
        .selectFrom('auditEvents')
        .select('action')
        .where('targetId', '=', id)
        .orderBy('seq')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['enquiry.note', 'enquiry.status']);
      expect((await post(`/api/enquiries/${id}/status`, { status: 'maybe' })).statusCode).toBe(400);
    });

    it('replies by e-mail in the chosen language, and a new enquiry becomes contacted', async () => {
      const id = await stored({
        email: 'lea@example.fr',
        language: 'hi',
        subject: 'Formation ISO',
      });
      const res = await post(`/api/enquiries/${id}/reply`, {
        subject: 'Votre demande de formation',
        body: 'Bonjour Léa,\n\nLa prochaine session commence le 5 janvier.',
        language: 'fr',
      });
      expect(res.statusCode).toBe(200);
      const { data } = json<{ data: { status: string; events: Array<Record<string, unknown>> } }>(
        res,
      );
      expect(data.status).toBe('contacted');
      expect(data.events).toEqual([
        expect.objectContaining({
          kind: 'reply',
          subject: 'Votre demande de formation',
          language: 'fr',
        }),
        expect.objectContaining({ kind: 'status', from: 'new', to: 'contacted' }),
      ]);
      const mail = await t.app.db
        .selectFrom('outboxEmails')
        .selectAll()
        .where('to', '=', 'lea@example.fr')
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({
        kind: 'enquiry-reply',
        lang: 'fr',
        replyTo: 'sales@acme.test',
        subject: 'Votre demande de formation',
      });
      expect(mail.text).toContain('La prochaine session commence le 5 janvier.');
      expect(mail.text).toContain('Ceci est la réponse de');
      expect(mail.html).toContain('lang="fr"');
      expect(await mailTo(t.app, 'lea@example.fr')).toHaveLength(1);
    });

    it("replies in the enquiry's own language when staff choose none", async () => {
      const id = await stored({ email: 'amal@example.ae', language: 'ar' });
      await post(`/api/enquiries/${id}/reply`, { subject: 'ردّنا', body: 'شكرًا على سؤالك.' });
      const mail = await t.app.db
        .selectFrom('outboxEmails')
        .select(['lang', 'html'])
        .where('to', '=', 'amal@example.ae')
        .executeTakeFirstOrThrow();
      expect(mail.lang).toBe('ar');
      expect(mail.html).toContain('dir="rtl"');
    });

    it('answers 404 for an enquiry that does not exist', async () => {
      expect((await get(`/api/enquiries/${newId()}`, sales)).statusCode).toBe(404);
      expect((await post(`/api/enquiries/${newId()}/notes`, { text: 'x' })).statusCode).toBe(404);
    });
  });

  it('exports the filtered list as CSV with formulas neutralised', async () => {
    await stored({
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'formula@example.com',
      course: 'CSV course',
    });
    const res = await get(`/api/enquiries/export?course=CSV%20course`, sales);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row, ...rest] = res.body.trim().split('\r\n');
    expect(header).toBe(
      'createdAt,name,email,phone,subject,course,status,language,assignee,message',
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).not.toMatch(/,=/);
  });

  it('sends the daily digest of new enquiries older than a day, once a day', async () => {
    await stored({ name: 'Waiting Long', subject: 'Digest me', createdAt: ago(30 * HOUR) });
    await stored({ name: 'Just Arrived', subject: 'Too recent', createdAt: ago(2 * HOUR) });
    await stored({
      name: 'Already Won',
      subject: 'Won already',
      createdAt: ago(40 * HOUR),
      status: 'won',
    });
    // The timed job's worker runs it, as the schedule would each morning.
    await t.app.jobs.send(ENQUIRY_DIGEST_JOB, {});
    t.app.jobs.wake();
    const digestRow = () =>
      t.app.db
        .selectFrom('outboxEmails')
        .select(['subject', 'text', 'to'])
        .where('kind', '=', 'enquiry-digest')
        .executeTakeFirst();
    for (let i = 0; i < 100 && !(await digestRow()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const digest = (await digestRow())!;
    expect(digest.to).toBe('sales@acme.test');
    expect(digest.text).toContain('Waiting Long');
    expect(digest.text).toContain('Digest me');
    expect(digest.text).not.toContain('Too recent');
    expect(digest.text).not.toContain('Won already');
    expect(await sendEnquiryDigest(t.app.db, t.app.outbox, 'sales@acme.test', new Date())).toBe(
      'already-sent',
    );
    // The next morning sends again (everything above is more than a day old by then).
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    expect(await sendEnquiryDigest(t.app.db, t.app.outbox, 'sales@acme.test', tomorrow)).toBe(
      (
        await t.app.db
          .selectFrom('enquiries')
          .select('id')
          .where('status', '=', 'new')
          .where('createdAt', '<', new Date(tomorrow.getTime() - 24 * HOUR).toISOString())
          .execute()
      ).length,
    );
  });
});
