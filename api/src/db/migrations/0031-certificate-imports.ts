// A bulk import is a record of its own, so the admin panel can follow the signing of its
// certificates' credentials, which the job queue does after the import has answered (100,000
// certificates take far longer to sign than to store). Each imported certificate names its
// import; the progress is the share of them with a credential.
//
// The record counts its certificates signed so far: the signing run adds one in the transaction
// that stores each credential, so the count is exact and the progress costs one row read,
// however large the import (counting 100,000 certificates at every poll would not: on PostgreSQL
// each is a heap visit until the table is vacuumed). `import_id` is indexed, so an import's
// certificates are found without reading the table (to list them, or to check the count).
//
// An import looks up the language of each holder's account from the e-mails written to that
// address (certificates/emails.ts, accountLangs); the outbox gets an index on the address, so
// that look-up reads only those e-mails rather than the whole outbox once per 500 addresses.
import type { Kysely, Migration } from 'kysely';

export const name = '0031_certificate_imports';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('certificate_imports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // The admin who imported (no foreign key: the record outlives a deleted account).
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('signed', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('certificates').addColumn('import_id', 'text').execute();
    await db.schema
      .createIndex('certificates_import_idx')
      .on('certificates')
      .column('import_id')
      .execute();
    await db.schema.createIndex('outbox_emails_to_idx').on('outbox_emails').column('to').execute();
  },
};
