// Renewal reminders: each certificate's holder is e-mailed 90 and 30 days before it expires, each
// reminder once. `renewal_reminders` holds one row per reminder sent, keyed by certificate and
// kind, inserted in the transaction that queues the e-mail: a second run (a retry, another
// instance at the same moment) meets the key and sends nothing. `reminder_opt_outs` holds the
// addresses that asked for no more reminders, by address so a holder without an account can
// opt out too.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0023_renewal_reminders';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('renewal_reminders')
      // The certificate's public ID (certificates.certificate_id).
      .addColumn('certificate_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('renewal_reminders_pk', ['certificate_id', 'kind'])
      .addCheckConstraint('renewal_reminders_kind', sql`kind in ('90', '30')`)
      .execute();
    await db.schema
      .createTable('reminder_opt_outs')
      // Lower-cased, as certificates.recipient_email and users.email are compared.
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
