// One job-queue interface over both databases: pg-boss on PostgreSQL (several instances share
// the work, each job runs once), a small table-backed queue on SQLite (the embedded default runs
// one instance by design). A job is sent inside the transaction of the change that causes it
// (`db`), so it exists exactly when that change does.
import type { Db } from '../db/database';

export interface SendOptions {
  /** Runs after the first that a failure may have (default 5). */
  retryLimit?: number;
  /** Wait before the first retry (default 30 s). */
  retryDelaySeconds?: number;
  /** Double the wait at each retry (default true). */
  retryBackoff?: boolean;
  /** Not before this time (or this many seconds from now). */
  startAfter?: Date | number;
  /**
   * A second job of the same name and key is not queued while the first is kept: on SQLite while
   * it waits or runs; on PostgreSQL until pg-boss archives it (12 h after it ends, its default).
   */
  singletonKey?: string;
  /**
   * When the job ends failed (its last run threw, or its process stopped during every run, so
   * no handler of its own saw the end), a job of this name is queued with the same data.
   */
  deadLetter?: string;
}

/** What a bulk send may set: the same for every job of the batch. */
export type BulkSendOptions = Pick<
  SendOptions,
  'retryLimit' | 'retryDelaySeconds' | 'retryBackoff' | 'deadLetter'
>;

export interface Job<T> {
  id: string;
  name: string;
  data: T;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this name run at once in this process (default 1). */
  concurrency?: number;
}

/** A timed job: every so many seconds, or a five-field cron expression (UTC). */
export type Schedule = { everySeconds: number } | { cron: string };

export interface StopOptions {
  /** How long to wait for running handlers before giving up on them (default 10 s). */
  timeoutMs?: number;
}

export interface JobQueue {
  readonly kind: 'sqlite' | 'pg-boss';
  /**
   * Queues a job; with `db` (a Kysely transaction) it commits or rolls back with it. Returns the
   * job's id, or null when a job of the same singleton key is already kept.
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: SendOptions,
    db?: Db,
  ): Promise<string | null>;
  /**
   * Queues one job of `name` per item of `data` in a few statements (a bulk import's e-mails:
   * one statement per job would make a large import slow); with `db` they commit with it.
   */
  sendMany<T extends object>(
    name: string,
    data: readonly T[],
    options?: BulkSendOptions,
    db?: Db,
  ): Promise<void>;
  /** Runs `handler` for each job of `name`; a throw is a failure (retried until the limit). */
  work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Sends a job of `name` at each time of `when`, once across instances. */
  schedule(name: string, when: Schedule, data?: object): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for running handlers, up to `timeoutMs`. */
  stop(options?: StopOptions): Promise<void>;
  /** Looks for due jobs now instead of at the next poll (after a send, in tests). */
  wake(): void;
}

/** How a queue runs; the defaults suit production, tests make them short. */
export interface QueueSettings {
  /** How often workers look for due jobs (ms; pg-boss takes at least 500). */
  pollMs: number;
  /** How long a claimed job may run before another worker may claim it again (s). */
  leaseSeconds: number;
  /** How often expired leases are looked for on PostgreSQL (s; at least 1). */
  maintenanceSeconds: number;
  /** Defaults of each send. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  pollMs: 2000,
  leaseSeconds: 120,
  maintenanceSeconds: 60,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/** The wait before retry number `retry` (1 for the first): `delay`, doubled each time with backoff. */
export function retryDelayMs(delayMs: number, backoff: boolean, retry: number): number {
  return backoff ? delayMs * 2 ** Math.min(16, retry - 1) : delayMs;
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
