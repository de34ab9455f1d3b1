// An e-mail address is proven with a code before it counts: when it was proven, the codes sent to
// prove it, and the notices sent to an address's owner when someone signs up with it again.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0012_email_proof';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    // Accounts made before addresses were proven: those with a role above user were given it by
    // an administrator (or the operator's ADMIN_EMAIL) and count as proven, so no administrator
    // is locked out of promoting others and no employee loses standing. Every other account
    // proves its address at its next visit.
    await sql`update users set email_verified_at = ${new Date().toISOString()} where role <> 'user'`.execute(
      db,
    );

    await db.schema
      .createTable('email_proof_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // The address the code went to: a code proves that address only.
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .addColumn('voided_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('email_proof_codes_user_idx')
      .on('email_proof_codes')
      .column('user_id')
      .execute();

    // Counted here, not in a per-process counter, so the daily cap holds across instances: one
    // row per address and (UTC) day, raised by an atomic upsert.
    await db.schema
      .createTable('signup_notices')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('sent', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('signup_notices_pk', ['email', 'day'])
      .execute();
  },
};
