// The job queue of the embedded default: a table (`jobs`, migration 0014) in the site's SQLite
// file. No maintained SQLite queue fits: plainjob has no retries, sidequest needs Node 22 and
// knex. SQLite serves one instance by design, so this is small: a job is claimed by one
// UPDATE ... RETURNING (SQLite 3.35 or later), which sets a lease; a job whose process died is
// claimed again once its lease has passed; a failure waits retryDelay (doubled each time with
// backoff) before its next run, and ends `failed` after retryLimit retries (queuing its dead
// letter, if any, in the same transaction). Workers poll every `pollMs`, and at once when this
// process sends a job (Kysely runs one statement at a time on the one connection, so a claim
// made during a sender's transaction runs after its commit).
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import { isUniqueViolation, type Db } from '../db/database';
import type { JobsTable } from '../db/schema';
import { newId } from '../lib/ids';
import {
  errorText,
  retryDelayMs,
  type BulkSendOptions,
  type Job,
  type JobHandler,
  type JobQueue,
  type QueueSettings,
  type Schedule,
  type SendOptions,
  type StopOptions,
  type WorkOptions,
} from './queue';
import { nextCronTime } from './cron';

interface Worker {
  name: string;
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
}

/** Completed jobs are kept this long (for a look after the fact), then deleted. */
const KEEP_COMPLETED_MS = 24 * 60 * 60 * 1000;

export class SqliteJobQueue implements JobQueue {
  readonly kind = 'sqlite' as const;
  private readonly workers: Worker[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly schedules: Array<{ name: string; when: Schedule; data: object }> = [];
  private started = false;
  private polling = false;
  private pollAgain = false;
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly settings: QueueSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send<T extends object>(
    name: string,
    data: T,
    options: SendOptions = {},
    db?: Db,
  ): Promise<string | null> {
    const now = new Date();
    const runAfter =
      options.startAfter instanceof Date
        ? options.startAfter
        : new Date(now.getTime() + (options.startAfter ?? 0) * 1000);
    const row = this.row(name, data, options, runAfter.toISOString(), now.toISOString());
    try {
      await (db ?? this.db).insertInto('jobs').values(row).execute();
    } catch (error) {
      if (options.singletonKey && isUniqueViolation(error)) return null;
      throw error;
    }
    this.wake();
    return row.id;
  }

  async sendMany<T extends object>(
    name: string,
    data: readonly T[],
    options: BulkSendOptions = {},
    db?: Db,
  ): Promise<void> {
    const now = new Date().toISOString();
    const rows = data.map((item) => this.row(name, item, options, now, now));
    // 500 rows of 12 values: well under SQLite's limit of bound parameters per statement.
    for (let i = 0; i < rows.length; i += 500) {
      await (db ?? this.db)
        .insertInto('jobs')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    if (rows.length > 0) this.wake();
  }

  /** A queued job's row. */
  private row(name: string, data: object, options: SendOptions, runAfter: string, now: string) {
    const s = this.settings;
    return {
      id: newId(),
      name,
      data: JSON.stringify(data),
      state: 'queued' as const,
      retryLimit: options.retryLimit ?? s.retryLimit,
      retryDelayMs: Math.round((options.retryDelaySeconds ?? s.retryDelaySeconds) * 1000),
      retryBackoff: (options.retryBackoff ?? s.retryBackoff) ? 1 : 0,
      runAfter,
      singletonKey: options.singletonKey ?? null,
      deadLetter: options.deadLetter ?? null,
      createdAt: now,
      updatedAt: now,
    };
  }

  async work<T>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    this.workers.push({
      name,
      handler: handler as JobHandler<unknown>,
      concurrency: Math.max(1, options.concurrency ?? 1),
      running: 0,
    });
    if (this.started) this.wake();
  }

  async schedule(name: string, when: Schedule, data: object = {}): Promise<void> {
    this.schedules.push({ name, when, data });
    if (this.started) this.startSchedule(this.schedules.at(-1)!);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.timers.push(setInterval(() => this.wake(), this.settings.pollMs));
    for (const entry of this.schedules) this.startSchedule(entry);
    this.wake();
  }

  async stop(options: StopOptions = {}): Promise<void> {
    this.started = false;
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
    const timeoutMs = options.timeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    // A handler still running at the bound is left: its lease lets a later start run it again.
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  wake(): void {
    if (!this.started) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = true;
    setImmediate(() => {
      void this.poll()
        .catch((error: unknown) => this.log.error({ err: error }, 'job queue poll failed'))
        .finally(() => {
          this.polling = false;
          if (this.pollAgain) {
            this.pollAgain = false;
            this.wake();
          }
        });
    });
  }

  private startSchedule(entry: { name: string; when: Schedule; data: object }): void {
    const fire = () => {
      if (!this.started) return;
      // One waiting run at a time: a slow handler never piles runs up.
      void this.send(entry.name, entry.data, { singletonKey: 'schedule', retryLimit: 0 }).catch(
        (error: unknown) => this.log.error({ err: error, job: entry.name }, 'schedule failed'),
      );
    };
    if ('everySeconds' in entry.when) {
      this.timers.push(setInterval(fire, entry.when.everySeconds * 1000));
      return;
    }
    const cron = entry.when.cron;
    const next = () => {
      const timer = setTimeout(
        () => {
          fire();
          next();
        },
        Math.max(0, nextCronTime(cron, new Date()).getTime() - Date.now()),
      );
      this.timers.push(timer);
    };
    next();
  }

  private async poll(): Promise<void> {
    for (const worker of this.workers) {
      while (this.started && worker.running < worker.concurrency) {
        const job = await this.claim(worker.name);
        if (!job) break;
        worker.running += 1;
        const run = this.run(worker, job).finally(() => {
          worker.running -= 1;
          this.running.delete(run);
          this.wake();
        });
        this.running.add(run);
      }
    }
    if (Date.now() - this.lastCleanup > 60 * 60 * 1000) {
      this.lastCleanup = Date.now();
      await this.db
        .deleteFrom('jobs')
        .where('state', '=', 'completed')
        .where('updatedAt', '<', new Date(Date.now() - KEEP_COMPLETED_MS).toISOString())
        .execute();
    }
  }

  /** Takes the oldest due job of `name` (or one whose lease has passed) for this process. */
  private async claim(name: string) {
    const now = new Date();
    const nowIso = now.toISOString();
    const lease = new Date(now.getTime() + this.settings.leaseSeconds * 1000).toISOString();
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'active',
        attempts: eb('attempts', '+', 1),
        lockedUntil: lease,
        updatedAt: nowIso,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', '=', name)
          .where((w) =>
            w.or([
              w.and([w('state', '=', 'queued'), w('runAfter', '<=', nowIso)]),
              w.and([w('state', '=', 'active'), w('lockedUntil', '<', nowIso)]),
            ]),
          )
          .orderBy('runAfter')
          .limit(1),
      )
      .returningAll()
      .executeTakeFirst();
  }

  private async run(
    worker: Worker,
    row: NonNullable<Awaited<ReturnType<SqliteJobQueue['claim']>>>,
  ): Promise<void> {
    // Only while the job is still this run's (not claimed again after its lease).
    const finish = (values: Updateable<JobsTable>, db: Db = this.db) =>
      db
        .updateTable('jobs')
        .set(values)
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .where('state', '=', 'active')
        .executeTakeFirst();
    const job: Job<unknown> = { id: row.id, name: row.name, data: JSON.parse(row.data) };
    try {
      // A job whose process died at every try is not run for ever.
      if (row.attempts > row.retryLimit + 1) throw new Error('lease expired at every try');
      await worker.handler(job);
      await finish({ state: 'completed', lockedUntil: null, updatedAt: new Date().toISOString() });
    } catch (error) {
      const last = row.attempts > row.retryLimit;
      const delay = retryDelayMs(row.retryDelayMs, row.retryBackoff === 1, row.attempts);
      this.log.warn(
        { err: error, job: row.name, jobId: row.id, attempt: row.attempts, final: last },
        'job failed',
      );
      const now = Date.now();
      const values: Updateable<JobsTable> = {
        state: last ? 'failed' : 'queued',
        lockedUntil: null,
        lastError: errorText(error),
        runAfter: new Date(now + (last ? 0 : delay)).toISOString(),
        updatedAt: new Date(now).toISOString(),
      };
      const deadLetter = last ? row.deadLetter : null;
      if (!deadLetter) return void (await finish(values));
      // The job's end and its dead letter commit together: the letter is sent once.
      await this.db.transaction().execute(async (trx) => {
        const ended = await finish(values, trx);
        if (Number(ended.numUpdatedRows) === 1)
          await this.send(deadLetter, JSON.parse(row.data) as object, {}, trx);
      });
    }
  }
}
