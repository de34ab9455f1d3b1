// An audit event's summary as a key and params too, so a screen shows it in its language (the
// English text stays for the CSV and tools). Events before have neither.
import type { Kysely, Migration } from 'kysely';

export const name = '0008_audit_summary_keys';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_events').addColumn('summary_key', 'text').execute();
    await db.schema.alterTable('audit_events').addColumn('summary_params', 'text').execute();
  },
};
