// One row per login, so a user sees where they are signed in and signs a device out; a token
// whose row is gone is refused at once, on every instance sharing the database.
import type { Kysely, Migration } from 'kysely';

export const name = '0006_sessions';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  },
};
