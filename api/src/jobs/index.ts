// The job queue for the configured database: pg-boss on PostgreSQL, the table-backed queue on
// SQLite (jobs/queue.ts describes the interface both keep).
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config';
import type { Db } from '../db/database';
import { PgBossJobQueue } from './pg-boss-queue';
import { DEFAULT_QUEUE_SETTINGS, type JobQueue, type QueueSettings } from './queue';
import { SqliteJobQueue } from './sqlite-queue';

export type * from './queue';
export { DEFAULT_QUEUE_SETTINGS } from './queue';

export function createJobQueue(
  database: DatabaseConfig,
  db: Db,
  log: FastifyBaseLogger,
  settings: Partial<QueueSettings> = {},
): JobQueue {
  const all = { ...DEFAULT_QUEUE_SETTINGS, ...settings };
  return database.kind === 'postgres'
    ? new PgBossJobQueue(database.url, database.schema, all, log, db)
    : new SqliteJobQueue(db, all, log);
}
