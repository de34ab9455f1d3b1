// The job queue of the embedded default and the e-mail outbox. `jobs` is the SQLite queue's
// table (jobs/sqlite-queue.ts); on PostgreSQL pg-boss keeps its own tables in its own schema and
// this one stays empty (it is created on both so both dialects run the same DDL). Every e-mail
// is a row of `outbox_emails`, written in the transaction of the change that causes it, with a
// job `email.send` that delivers it (outbox/outbox.ts).
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0014_jobs_and_outbox';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      // queued | active | completed | failed
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('retry_limit', 'integer', (c) => c.notNull())
      .addColumn('retry_delay_ms', 'integer', (c) => c.notNull())
      .addColumn('retry_backoff', 'integer', (c) => c.notNull())
      .addColumn('run_after', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('singleton_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The claim's search: the oldest due job of a name.
    await db.schema
      .createIndex('jobs_due')
      .on('jobs')
      .columns(['name', 'state', 'run_after'])
      .execute();
    // One waiting or running job per singleton key and name.
    await db.schema
      .createIndex('jobs_singleton')
      .unique()
      .on('jobs')
      .columns(['name', 'singleton_key'])
      .where(
        sql<boolean>`singleton_key is not null and state in (${sql.lit('queued')}, ${sql.lit('active')})`,
      )
      .execute();

    await db.schema
      .createTable('outbox_emails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('lang', 'text')
      // pending | sent | failed
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('message_id', 'text')
      .execute();
    // The admin's list: one state, newest first.
    await db.schema
      .createIndex('outbox_emails_state')
      .on('outbox_emails')
      .columns(['state', 'created_at'])
      .execute();
  },
};
