// An e-mail may carry header lines of its own: a renewal reminder names its one-click
// unsubscribe address (List-Unsubscribe and List-Unsubscribe-Post) so mail clients can offer it.
// They are kept with the queued e-mail, as JSON text, so a retried delivery sends them too.
import type { Kysely, Migration } from 'kysely';

export const name = '0026_outbox_headers';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox_emails').addColumn('headers', 'text').execute();
  },
};
