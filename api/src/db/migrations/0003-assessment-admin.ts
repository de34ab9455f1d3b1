// Admins edit assessments (open/closed), the `employee` role (roles are text, so no DDL), the
// profile's full name, and each attempt keeps the rules it started under.
import type { Kysely, Migration } from 'kysely';

export const name = '0003_assessment_admin';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('assessments')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    for (const column of ['pass_percent', 'issues_certificate', 'security_limit']) {
      await db.schema.alterTable('assessment_attempts').addColumn(column, 'integer').execute();
    }
  },
};
