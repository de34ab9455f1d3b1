// The e-mail outbox: an e-mail commits with its change, survives SMTP being down and a worker
// that died, is sent once however many workers run, and a failed one can be queued again.
import { sql } from 'kysely';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { pgBossSchema } from '../src/jobs/pg-boss-queue';
import { EMAIL_JOB, GIVEN_UP_ERROR, Outbox } from '../src/outbox/outbox';
import type { MailMessage } from '../src/plugins/mail';
import {
  bearer,
  dialects,
  FAST_JOBS,
  json,
  mailTo,
  outbox,
  signedInAdmin,
  signedInUser,
  testApp,
  uniqueEmail,
  type TestApp,
} from './helpers';

const until = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const message = (to: string): MailMessage => ({
  to,
  kind: 'test',
  subject: 'Hello',
  text: 'Hello\n',
  html: '<p>Hello</p>',
});

describe.each(dialects)('the e-mail outbox (%s)', (dialect) => {
  let t: TestApp;
  const extra: JobQueue[] = [];
  const stateOf = async (id: string) =>
    (
      await t.app.db
        .selectFrom('outboxEmails')
        .select(['state', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).state;
  /** A second worker process on the same database: its own queue and outbox worker. */
  const anotherWorker = async () => {
    const { app } = t;
    const queue = createJobQueue(app.config.database, app.db, app.log, app.config.jobs);
    extra.push(queue);
    const settings = { retryLimit: 2, retryDelaySeconds: 1 };
    await new Outbox(app.db, queue, app.mailer, settings, app.log).work();
    await queue.start();
  };

  beforeEach(async () => {
    t = await testApp(dialect, {}, { jobs: { ...FAST_JOBS, maintenanceSeconds: 1 } });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    for (const q of extra.splice(0)) await q.stop({ timeoutMs: 100 });
    await t.close();
  });

  it('keeps no e-mail of a change that rolls back, and sends the one of a change that commits', async () => {
    const lost = uniqueEmail('lost');
    const kept = uniqueEmail('kept');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await t.app.outbox.queueEmail(trx, message(lost));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.db.transaction().execute(async (trx) => {
      await t.app.outbox.queueEmail(trx, message(kept));
    });
    expect(await mailTo(t.app, kept)).toHaveLength(1);
    expect(await mailTo(t.app, lost)).toHaveLength(0);
  });

  it('delivers an e-mail exactly once, later, when SMTP fails twice first', async () => {
    const deliver = t.app.mailer.deliver.bind(t.app.mailer);
    const spy = jest
      .spyOn(t.app.mailer, 'deliver')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockImplementation(deliver);
    const to = uniqueEmail();
    const started = Date.now();
    const id = await t.app.outbox.queueEmail(t.app.db, message(to));
    await until(async () => (await stateOf(id)) === 'sent');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(await mailTo(t.app, to)).toHaveLength(1);
  }, 30_000);

  it('sends once, through another worker after the lease, an e-mail whose worker stopped mid-send', async () => {
    const deliver = t.app.mailer.deliver.bind(t.app.mailer);
    const spy = jest
      .spyOn(t.app.mailer, 'deliver')
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockImplementation(deliver);
    const to = uniqueEmail();
    const id = await t.app.outbox.queueEmail(t.app.db, message(to));
    await until(async () => spy.mock.calls.length === 1);
    // The app's worker is gone with the send under way; a new process takes over.
    await t.app.jobs.stop({ timeoutMs: 10 });
    await anotherWorker();
    await until(async () => (await stateOf(id)) === 'sent');
    expect(await mailTo(t.app, to)).toHaveLength(1);
  }, 30_000);

  it('marks failed, for staff to queue again, an e-mail whose last try ended with its process', async () => {
    const deliver = t.app.mailer.deliver.bind(t.app.mailer);
    const to = uniqueEmail('given-up');
    // This e-mail's first try never ends, and a try marked refused is refused; the app's other
    // e-mails (the admin's below) go as usual and are not counted.
    let hang = true;
    let refuse = false;
    const spy = jest.spyOn(t.app.mailer, 'deliver').mockImplementation((sent) => {
      if (sent.to !== to) return deliver(sent);
      if (hang) {
        hang = false;
        return new Promise(() => undefined);
      }
      if (refuse) {
        refuse = false;
        return Promise.reject(new Error('421 try again later'));
      }
      return deliver(sent);
    });
    const tries = () => spy.mock.calls.filter(([sent]) => sent.to === to).length;
    const id = await t.app.outbox.queueEmail(t.app.db, message(to));
    await until(async () => tries() === 1);
    // The send under way is its last try, and its lease has passed: its process is gone.
    const { database } = t.app.config;
    if (database.kind === 'postgres') {
      await sql`update ${sql.table(`${pgBossSchema(database.schema)}.job`)}
        set retry_count = retry_limit, started_on = now() - interval '1 hour'
        where name = ${EMAIL_JOB} and data->>'id' = ${id}`.execute(t.app.db);
    } else {
      await t.app.db
        .updateTable('jobs')
        .set((eb) => ({
          attempts: eb('retryLimit', '+', 1),
          lockedUntil: new Date(Date.now() - 1000).toISOString(),
        }))
        .where('name', '=', EMAIL_JOB)
        .where(sql<string>`json_extract(data, '$.id')`, '=', id)
        .execute();
      t.app.jobs.wake();
    }
    await until(async () => (await stateOf(id)) === 'failed');
    const admin = await signedInAdmin(t.app);
    const failed = json<{ data: Array<{ id: string; lastError: string }> }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/emails?state=failed',
        headers: bearer(admin.token),
      }),
    );
    expect(failed.data).toContainEqual(expect.objectContaining({ id, lastError: GIVEN_UP_ERROR }));
    const keyOf = async () =>
      (
        await t.app.db
          .selectFrom('outboxEmails')
          .select('sendKey')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).sendKey;
    const givenUpKey = await keyOf();
    // Queued again by staff, its first try refused by SMTP: a late dead letter of the job given
    // up leaves it pending, and its next try sends it.
    refuse = true;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/emails/${id}/retry`,
      headers: bearer(admin.token),
    });
    expect(retried.statusCode).toBe(200);
    await until(async () => tries() === 2);
    await t.app.outbox.giveUp({ id, key: givenUpKey });
    expect(await keyOf()).not.toBe(givenUpKey);
    await until(async () => (await stateOf(id)) === 'sent');
    expect(await mailTo(t.app, to)).toHaveLength(1);
  }, 30_000);

  if (dialect === 'postgres') {
    it('sends each of 50 e-mails exactly once with two instances working', async () => {
      await anotherWorker();
      const spy = jest.spyOn(t.app.mailer, 'deliver');
      const addresses = Array.from({ length: 50 }, () => uniqueEmail('many'));
      for (const to of addresses) {
        await t.app.db.transaction().execute((trx) => t.app.outbox.queueEmail(trx, message(to)));
      }
      const files = await outbox(t.app);
      expect(spy).toHaveBeenCalledTimes(50);
      for (const to of addresses) {
        expect(files.filter((f) => f.raw.includes(`To: ${to}`))).toHaveLength(1);
      }
    }, 60_000);
  }

  it('lists failed e-mails to admins only, and an admin queues one again', async () => {
    const user = await signedInUser(t.app);
    const admin = await signedInAdmin(t.app);
    const list = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/emails?state=failed',
        headers: bearer(token),
      });
    expect((await list(user.token)).statusCode).toBe(403);

    // SMTP refuses this test's e-mail only: the sign-ups' own e-mails, however late their
    // worker gets to them, go out and stay off the failed list.
    const to = uniqueEmail('failed');
    const deliver = t.app.mailer.deliver.bind(t.app.mailer);
    const spy = jest
      .spyOn(t.app.mailer, 'deliver')
      .mockImplementation((sent) =>
        sent.to === to ? Promise.reject(new Error('550 refused')) : deliver(sent),
      );
    const id = await t.app.outbox.queueEmail(t.app.db, message(to));
    await until(async () => (await stateOf(id)) === 'failed');
    expect(spy.mock.calls.filter(([sent]) => sent.to === to)).toHaveLength(3);
    const page = json<{ data: Array<{ id: string; attempts: number; lastError: string }> }>(
      await list(admin.token),
    );
    expect(page.data).toEqual([
      expect.objectContaining({ id, attempts: 3, lastError: 'Error: 550 refused' }),
    ]);

    const retry = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/emails/${id}/retry`,
        headers: bearer(token),
      });
    expect((await retry(user.token)).statusCode).toBe(403);
    spy.mockRestore();
    const res = await retry(admin.token);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { state: string } }>(res).data.state).toBe('pending');
    expect(await mailTo(t.app, to)).toHaveLength(1);
    expect((await retry(admin.token)).statusCode).toBe(404);
    const events = await t.app.db
      .selectFrom('auditEvents')
      .select(['action', 'targetId'])
      .where('action', '=', 'email.retry')
      .execute();
    expect(events).toEqual([{ action: 'email.retry', targetId: id }]);
  }, 30_000);
});
