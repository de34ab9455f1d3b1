// An e-mail address is proven with a code before it counts: when it was proven, the purpose of a
// one-time code (and the address a proof code went to), and the notices sent to an address's owner when someone signs up with it again.
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

    // The codes that prove an address are one-time codes like the reset's, told apart by their
    // purpose; an e-mail-proof code also names the address it went to.
    await db.schema
      .alterTable('one_time_codes')
      .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('reset'))
      .execute();
    await db.schema.alterTable('one_time_codes').addColumn('email', 'text').execute();

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
