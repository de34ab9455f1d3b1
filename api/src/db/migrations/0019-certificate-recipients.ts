// A certificate may name the e-mail address of its holder, so the holder finds it on their own
// account (/account) once they have proven that address. Stored lower-cased and indexed (the
// account page looks certificates up by it); it is never part of a public view, and the signed
// credential carries only a salted hash of it. Null for certificates issued without one.
import type { Kysely, Migration } from 'kysely';

export const name = '0019_certificate_recipients';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('certificates').addColumn('recipient_email', 'text').execute();
    await db.schema
      .createIndex('certificates_recipient_email')
      .on('certificates')
      .column('recipient_email')
      .execute();
  },
};
