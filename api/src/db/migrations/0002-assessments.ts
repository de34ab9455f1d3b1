// Assessments (leveled, possibly certifying exams) and their attempts. Attempts live in
// their own table so the plain quiz routes (/results) can never score or submit one.
import type { Kysely, Migration } from 'kysely';

export const name = '0002_assessments';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assessments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      // JSON array of question categories the attempts draw from.
      .addColumn('categories', 'text', (c) => c.notNull())
      // JSON array of {level, questionCount, durationMinutes}.
      .addColumn('levels', 'text', (c) => c.notNull())
      .addColumn('pass_percent', 'integer', (c) => c.notNull().defaultTo(70))
      .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('wait_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('required_role', 'text')
      .addColumn('issues_certificate', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('security_limit', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('assessment_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('assessment_id', 'text', (c) =>
        c.notNull().references('assessments.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      // JSON array of {questionId, order}: order[i] = original index of the i-th served option.
      .addColumn('served', 'text', (c) => c.notNull())
      // JSON array of {questionId, selectedOption} in the served option order.
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('security_events', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deadline', 'text', (c) => c.notNull())
      .addColumn('score', 'integer')
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('passed', 'integer')
      .addColumn('certificate_id', 'text')
      .addColumn('submit_reason', 'text')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text')
      .execute();
    await db.schema
      .createIndex('assessment_attempts_user_idx')
      .on('assessment_attempts')
      .columns(['user_id', 'assessment_id'])
      .execute();

    await db.schema
      .createTable('assessment_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('attempt_id', 'text', (c) =>
        c.notNull().references('assessment_attempts.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .execute();
  },
};
