// Every e-mail is a row of `outbox_emails`, written with a job `email.send` in the transaction of
// the change that causes it: if the change rolls back, no mail; if it commits, the mail is kept
// until it is delivered, whatever happens to SMTP or to the process. The job's handler loads the
// row, skips it when already sent (a job run twice sends once), delivers it through the Mailer's
// transport and marks it sent; a failure is recorded and thrown, so the queue retries it with
// backoff, and after the last retry the row is `failed` (an admin may queue it again).
// Delivery is at least once: a process that dies between the SMTP server's answer and the mark
// sends that one mail again after its lease. A job whose last try ended with its process (no
// handler saw its end) names a dead letter, `email.given-up`, which marks the e-mail failed, so
// no e-mail stays pending for ever where nobody can queue it again.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { OutboxEmail, OutboxState } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { errorText } from '../jobs/queue';
import { newId } from '../lib/ids';
import type { Mailer, MailMessage } from '../plugins/mail';

export const EMAIL_JOB = 'email.send';
/** Queued by the job queue when an `email.send` job ends failed. */
export const EMAIL_GIVEN_UP_JOB = 'email.given-up';
/** The reason an e-mail given up by the queue shows in the Failed e-mails tab. */
export const GIVEN_UP_ERROR = 'The last try did not finish: its process stopped';

/** An `email.send` job's data: the e-mail, and the key of this queuing of it. */
interface SendJobData {
  id: string;
  /** Absent in jobs queued before keys were kept. */
  key?: string | null;
}

export interface OutboxSettings {
  /** Tries after the first (each waits twice as long as the one before). */
  retryLimit: number;
  retryDelaySeconds: number;
}

export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly settings: OutboxSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Keeps `message` and its sending job in `db`, the transaction of the change that causes it. */
  async queueEmail(db: Db, message: MailMessage): Promise<string> {
    const id = newId();
    const sendKey = newId();
    await db
      .insertInto('outboxEmails')
      .values({
        id,
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? null,
        lang: message.lang ?? null,
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
        headers:
          message.headers && Object.keys(message.headers).length
            ? JSON.stringify(message.headers)
            : null,
        state: 'pending',
        attempts: 0,
        createdAt: new Date().toISOString(),
        sendKey,
      })
      .execute();
    await this.sendJob(db, { id, key: sendKey });
    return id;
  }

  /**
   * Keeps many messages and their sending jobs in `db`, a few statements for all of them (a bulk
   * import's e-mails: one insert each would make an import of 100,000 slow).
   */
  async queueEmails(db: Db, messages: readonly MailMessage[]): Promise<void> {
    const createdAt = new Date().toISOString();
    const rows = messages.map((message) => ({
      id: newId(),
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo ?? null,
      lang: message.lang ?? null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      headers:
        message.headers && Object.keys(message.headers).length
          ? JSON.stringify(message.headers)
          : null,
      state: 'pending' as const,
      attempts: 0,
      createdAt,
      sendKey: newId(),
    }));
    // 200 rows of 14 values a statement: under both databases' limits of bound parameters.
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('outboxEmails')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    await this.jobs.sendMany(
      EMAIL_JOB,
      rows.map((row): SendJobData => ({ id: row.id, key: row.sendKey })),
      this.jobOptions(),
      db,
    );
  }

  /** Registers the workers that deliver the outbox's e-mails and mark the ones given up. */
  async work(concurrency = 2): Promise<void> {
    await this.jobs.work<SendJobData>(EMAIL_JOB, (job) => this.deliver(job.data.id), {
      concurrency,
    });
    await this.jobs.work<SendJobData>(EMAIL_GIVEN_UP_JOB, (job) => this.giveUp(job.data));
  }

  /**
   * The queue gave up on the sending job `key` of the e-mail `id`: still pending with that job
   * means its last try ended with its process, not in `deliver`, so it is marked failed now. One
   * that failed, was sent, or was queued again since (another key) is left.
   */
  async giveUp({ id, key }: SendJobData): Promise<void> {
    const marked = await this.db
      .updateTable('outboxEmails')
      .set({ state: 'failed', lastError: GIVEN_UP_ERROR })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('sendKey', '=', key ?? '')
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) > 0)
      this.log.warn({ outboxId: id }, 'e-mail given up: its last try did not finish');
  }

  /** One delivery attempt of the e-mail `id`. */
  async deliver(id: string): Promise<void> {
    const row = await this.db
      .selectFrom('outboxEmails')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.state !== 'pending') return;
    const attempts = Number(row.attempts) + 1;
    try {
      const messageId = await this.mailer.deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        kind: row.kind,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        ...(row.attachments
          ? { attachments: JSON.parse(row.attachments) as MailMessage['attachments'] }
          : {}),
        ...(row.headers ? { headers: JSON.parse(row.headers) as MailMessage['headers'] } : {}),
      });
      await this.db
        .updateTable('outboxEmails')
        .set({ state: 'sent', attempts, sentAt: new Date().toISOString(), messageId })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const final = attempts > this.settings.retryLimit;
      this.log.warn({ err: error, kind: row.kind, outboxId: id, attempts, final }, 'e-mail failed');
      await this.db
        .updateTable('outboxEmails')
        .set({ state: final ? 'failed' : 'pending', attempts, lastError: errorText(error) })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute();
      throw error;
    }
  }

  /** The e-mails of one state, newest first; `total` counts them all. */
  async list(state: OutboxState, page: number, pageSize: number) {
    const rows = await this.db
      .selectFrom('outboxEmails')
      .select(['id', 'kind', 'to', 'subject', 'state', 'attempts', 'lastError'])
      .select(['createdAt', 'sentAt'])
      .where('state', '=', state)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const { total } = await this.db
      .selectFrom('outboxEmails')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total) };
  }

  /**
   * Queues a failed e-mail again with a fresh count of tries, inside `trx` (with the audit event);
   * the e-mail, or null when there is no failed e-mail of that id.
   */
  async retry(trx: Db, id: string): Promise<Pick<OutboxEmail, 'id' | 'to' | 'kind'> | null> {
    const row = await trx
      .updateTable('outboxEmails')
      .set({ state: 'pending', attempts: 0, lastError: null, sendKey: newId() })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .returning(['id', 'to', 'kind', 'sendKey'])
      .executeTakeFirst();
    if (!row) return null;
    await this.sendJob(trx, { id: row.id, key: row.sendKey });
    return { id: row.id, to: row.to, kind: row.kind };
  }

  /**
   * Resolves once no e-mail is pending (or after `timeoutMs`): tests read the .eml outbox after it.
   * It wakes the workers rather than wait for their next poll.
   */
  async idle(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const pending = await this.db
        .selectFrom('outboxEmails')
        .select('id')
        .where('state', '=', 'pending')
        .limit(1)
        .executeTakeFirst();
      if (!pending) return;
      this.jobs.wake();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Every sending job's tries, waits and dead letter. */
  private jobOptions() {
    return {
      retryLimit: this.settings.retryLimit,
      retryDelaySeconds: this.settings.retryDelaySeconds,
      retryBackoff: true,
      deadLetter: EMAIL_GIVEN_UP_JOB,
    };
  }

  private async sendJob(db: Db, data: SendJobData): Promise<void> {
    await this.jobs.send(EMAIL_JOB, data, this.jobOptions(), db);
  }
}
