// The TOTP second factor (its secret sealed with the MFA key), its recovery codes (salted scrypt
// hashes) and the single-use challenges of the login's second step.
import type { Kysely, Migration } from 'kysely';

export const name = '0007_mfa';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mfa_factors')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('last_time_step', 'integer')
      .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recovery_codes_user_idx')
      .on('recovery_codes')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('mfa_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
