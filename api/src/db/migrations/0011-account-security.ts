// The second step's lock grows as locks repeat: how many locks in a row the factor has had since
// its last accepted code, so each lock can last longer than the one before.
import type { Kysely, Migration } from 'kysely';

export const name = '0011_account_security';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('mfa_factors')
      .addColumn('lock_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
