// The embedded job queue and the e-mail outbox (migration 0014). One file per group of tables,
// so a table reads beside its neighbours; schema.ts joins them into the Database type.
import type { Generated } from 'kysely';

export type JobState = 'queued' | 'active' | 'completed' | 'failed';

/** A job of the SQLite queue (jobs/sqlite-queue.ts); empty on PostgreSQL, where pg-boss runs. */
export interface JobsTable {
  id: string;
  name: string;
  /** The job's data as JSON. */
  data: string;
  state: JobState;
  /** Runs started so far (the one under way included). */
  attempts: Generated<number>;
  /** Runs after the first that a failure may have. */
  retryLimit: number;
  retryDelayMs: number;
  /** 1: the delay doubles at each retry. */
  retryBackoff: number;
  /** Not claimed before this time (ISO). */
  runAfter: string;
  /** While active: the lease; past it the job is claimed again (its process died). */
  lockedUntil: string | null;
  lastError: string | null;
  singletonKey: string | null;
  /** When the job ends failed, a job of this name is queued with its data. */
  deadLetter: string | null;
  createdAt: string;
  updatedAt: string;
}

export type OutboxState = 'pending' | 'sent' | 'failed';

/** An e-mail to send, written in the transaction of the change that causes it. */
export interface OutboxEmailsTable {
  id: string;
  /** A short label (one-time-code, enquiry, ...): the text itself may hold a code. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  lang: string | null;
  state: OutboxState;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The transport's Message-ID, once sent. */
  messageId: string | null;
  /** JSON list of { filename, contentType, content (base64) }, or null. */
  attachments: string | null;
  /** JSON object of header lines of the message's own ({ "List-Unsubscribe": ... }), or null. */
  headers: string | null;
  /**
   * The key of the e-mail's current sending job (a new one each time it is queued): a dead
   * letter of an older job, arriving after staff queued the e-mail again, leaves it alone.
   */
  sendKey: string | null;
}
