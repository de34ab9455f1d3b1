// Every certificate is also a signed Open Badges 3.0 credential. The issuer's keys (the secret
// half encrypted, or none when CREDENTIAL_SIGNING_KEY gives it), each certificate's signed
// credential and its place in the revocation list, an optional expiry date, and the signed
// status list itself.
import type { Kysely, Migration } from 'kysely';

export const name = '0004_credentials';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credential_keys')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('key_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key_multibase', 'text', (c) => c.notNull().unique())
      .addColumn('secret_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    for (const [column, type] of [
      ['credential', 'text'],
      ['status_index', 'integer'],
      ['expiry_date', 'text'],
    ] as const) {
      await db.schema.alterTable('certificates').addColumn(column, type).execute();
    }
    await db.schema
      .createIndex('certificates_status_index_key')
      .on('certificates')
      .unique()
      .column('status_index')
      .execute();
    await db.schema
      .createTable('credential_status_lists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('credential', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
