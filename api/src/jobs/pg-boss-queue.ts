// The job queue on PostgreSQL: pg-boss 10 (the last line that runs on Node 20), in a schema of
// its own beside the site's (`<DATABASE_SCHEMA>_pgboss`), so sites or test runs that share a
// database each keep their own queue and pg-boss's tables (job, queue, schedule, ...) never meet
// the site's. Jobs are claimed with FOR UPDATE SKIP LOCKED, so several instances share the work
// and each job runs once; a job whose process died is failed by pg-boss's maintenance once its
// expiry (the lease) has passed, then retried. A send inside a transaction goes through
// pg-boss's `db` option, implemented over that Kysely transaction.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database';
import PgBoss from 'pg-boss';
import { everySecondsAsCron } from './cron';
import type {
  BulkSendOptions,
  JobHandler,
  JobQueue,
  QueueSettings,
  Schedule,
  SendOptions,
  StopOptions,
  WorkOptions,
} from './queue';

/** pg-boss's schema for the site's schema. */
export function pgBossSchema(siteSchema: string): string {
  return `${siteSchema}_pgboss`;
}

/** A job id fixed by its name and singleton key: pg-boss inserts `ON CONFLICT DO NOTHING`. */
function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss's executor over a Kysely transaction: its statements commit or roll back with it. */
function executorOver(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly workerIds: string[] = [];
  private started: Promise<unknown> | undefined;
  /** The queue creation in progress: this instance creates one at a time. */
  private creating: Promise<unknown> = Promise.resolve();

  constructor(
    connectionString: string,
    siteSchema: string,
    private readonly settings: QueueSettings,
    private readonly log: FastifyBaseLogger,
    /** The site's database: its advisory lock lets one instance create queues at a time. */
    private readonly db?: Db,
  ) {
    this.boss = new PgBoss({
      connectionString,
      schema: pgBossSchema(siteSchema),
      // Every worker's fetch (seven job names, the e-mail's two), the timekeeper and the
      // maintenance at once, without waiting for a connection: a fetch still waiting when the
      // queue stops would never end (pg's pool leaves waiting requests unanswered once it ends),
      // and its worker would keep pg-boss polling after the app has closed.
      max: 12,
      application_name: 'site-jobs',
      expireInSeconds: settings.leaseSeconds,
      maintenanceIntervalSeconds: settings.maintenanceSeconds,
      retryLimit: settings.retryLimit,
      retryDelay: Math.round(settings.retryDelaySeconds),
      retryBackoff: settings.retryBackoff,
      pollingIntervalSeconds: Math.max(0.5, settings.pollMs / 1000),
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  async send<T extends object>(
    name: string,
    data: T,
    options: SendOptions = {},
    db?: Db,
  ): Promise<string | null> {
    await this.start();
    await this.queue(name);
    if (options.deadLetter) await this.queue(options.deadLetter);
    const s = this.settings;
    const id = await this.boss.send(name, data, {
      retryLimit: options.retryLimit ?? s.retryLimit,
      retryDelay: Math.round(options.retryDelaySeconds ?? s.retryDelaySeconds),
      retryBackoff: options.retryBackoff ?? s.retryBackoff,
      expireInSeconds: s.leaseSeconds,
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { id: singletonId(name, options.singletonKey) } : {}),
      ...(options.deadLetter ? { deadLetter: options.deadLetter } : {}),
      ...(db ? { db: executorOver(db) } : {}),
    });
    // Another instance may take it first; this one looks soon (after the sender's commit).
    setTimeout(() => this.wake(), 25).unref();
    return id;
  }

  async sendMany<T extends object>(
    name: string,
    data: readonly T[],
    options: BulkSendOptions = {},
    db?: Db,
  ): Promise<void> {
    if (data.length === 0) return;
    await this.start();
    await this.queue(name);
    if (options.deadLetter) await this.queue(options.deadLetter);
    const s = this.settings;
    const common = {
      name,
      retryLimit: options.retryLimit ?? s.retryLimit,
      retryDelay: Math.round(options.retryDelaySeconds ?? s.retryDelaySeconds),
      retryBackoff: options.retryBackoff ?? s.retryBackoff,
      expireInSeconds: s.leaseSeconds,
      ...(options.deadLetter ? { deadLetter: options.deadLetter } : {}),
    };
    // pg-boss inserts a whole array in one statement (its rows as one JSON parameter).
    for (let i = 0; i < data.length; i += 5000) {
      await this.boss.insert(
        data.slice(i, i + 5000).map((item) => ({ ...common, data: item })),
        db ? { db: executorOver(db) } : {},
      );
    }
    setTimeout(() => this.wake(), 25).unref();
  }

  async work<T>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    await this.start();
    await this.queue(name);
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i += 1) {
      const id = await this.boss.work<T>(
        name,
        { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, this.settings.pollMs / 1000) },
        async (jobs) => {
          for (const job of jobs) await handler({ id: job.id, name: job.name, data: job.data });
        },
      );
      this.workerIds.push(id);
    }
  }

  async schedule(name: string, when: Schedule, data: object = {}): Promise<void> {
    await this.start();
    await this.queue(name);
    const cron = 'cron' in when ? when.cron : everySecondsAsCron(when.everySeconds);
    await this.boss.schedule(name, cron, data, { tz: 'UTC', retryLimit: 0 });
  }

  /** Starts pg-boss (creating or migrating its schema); sending and working start it too. */
  async start(): Promise<void> {
    this.started ??= this.boss.start();
    await this.started;
  }

  async stop(options: StopOptions = {}): Promise<void> {
    if (!this.started) return;
    // Handlers still running at the bound are failed by pg-boss, which retries them later.
    await this.boss.stop({ graceful: true, wait: true, timeout: options.timeoutMs ?? 10_000 });
  }

  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  /** pg-boss 10 keeps each name's jobs in a queue that must exist before the first send. */
  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.createQueue(name);
      this.queues.set(name, created);
      created.catch(() => this.queues.delete(name));
    }
    return created;
  }

  /**
   * Queues created at the same moment deadlock in pg-boss 10's `create_queue`: each inserts its
   * queue's row, then adds its partition's foreign key to the queue table, which waits for the
   * other's insert (PostgreSQL ends one with 40P01; an instance failed to start so in CI, two
   * instances starting together). So one queue is created at a time across the instances of a
   * database (an advisory lock, held on a connection of the site's pool while pg-boss creates it)
   * and within this one; a deadlock with a creation outside this path is retried.
   */
  private createQueue(name: string): Promise<void> {
    const created = this.creating.then(() => this.createQueueLocked(name));
    this.creating = created.catch(() => undefined);
    return created;
  }

  private async createQueueLocked(name: string): Promise<void> {
    const create = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await this.boss.createQueue(name);
          return;
        } catch (error) {
          if ((error as { code?: unknown } | null)?.code !== DEADLOCK || attempt >= 3) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
    };
    if (!this.db) return create();
    await this.db.connection().execute(async (conn) => {
      const key = sql`hashtext('pg-boss create_queue:' || current_schema())`;
      await sql`select pg_advisory_lock(${key})`.execute(conn);
      try {
        await create();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }
}

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';
