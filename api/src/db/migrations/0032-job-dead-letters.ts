// A job may name a dead letter: when it ends failed, a job of that name is queued with its data
// (the SQLite queue's own column; pg-boss keeps the same in its job table). The outbox uses it so
// that an e-mail whose last try ended with its process is marked failed, where staff see it and
// can queue it again, instead of staying pending for ever; the e-mail keeps the key of its
// current sending job, so that a dead letter of an older job does not undo a later retry.
import type { Kysely, Migration } from 'kysely';

export const name = '0032_job_dead_letters';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('dead_letter', 'text').execute();
    await db.schema.alterTable('outbox_emails').addColumn('send_key', 'text').execute();
  },
};
