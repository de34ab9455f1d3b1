// How often each certificate is verified, by day and by channel (its page or the lookup screen,
// the lookup's JSON, its signed credential), and nothing about who asked: no address, no agent,
// no time finer than the day. The API counts in memory and adds its sums every few seconds
// (certificates/verification-counter.ts), so a row is one upsert per flush, not one per lookup.
// `certificate_verification_days` keeps each day's total over every certificate and channel, so
// the admin home's 30-day chart reads 30 rows whatever the number of certificates.
// The admin home's figures get the indexes they read by: paid orders by the instant they were
// paid, certificates by their creation (new enquiries by status: 0018's index).
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0020_verification_counts';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('certificate_verifications')
      // The certificate's public ID (certificates.certificate_id), as the lookups name it.
      .addColumn('certificate_id', 'text', (c) => c.notNull())
      // YYYY-MM-DD in the site's time zone (Asia/Kolkata), as the admin home's days are.
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('certificate_verifications_pk', ['certificate_id', 'day', 'channel'])
      .addCheckConstraint(
        'certificate_verifications_channel',
        sql`channel in ('page', 'api', 'credential')`,
      )
      .execute();
    await db.schema
      .createTable('certificate_verification_days')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_paid_idx').on('orders').column('paid_at').execute();
    await db.schema
      .createIndex('certificates_created_idx')
      .on('certificates')
      .column('created_at')
      .execute();
  },
};
