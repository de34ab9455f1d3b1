// What the database itself guarantees about assessments, whatever the number of connections.
// One open attempt per person, assessment and level (a partial unique index: a second start waits
// for the first and fails, and the route answers with the running attempt); one certificate per
// attempt (and one attempt per certificate); an attempt ended by the security rule with a passing
// score waits for an admin's review; an admin's allowance to retake a level; the option order
// each legacy quiz attempt served.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0009_assessment_integrity';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Attempts opened twice by a race before the index existed: the earliest stays open (the one a
    // start resumes); the others are closed as duplicates, which count for nothing.
    await sql`update assessment_attempts
      set submitted_at = ${new Date().toISOString()}, submit_reason = 'duplicate', score = 0, passed = 0
      where submitted_at is null and exists (
        select 1 from assessment_attempts older
        where older.user_id = assessment_attempts.user_id
          and older.assessment_id = assessment_attempts.assessment_id
          and older.level = assessment_attempts.level
          and older.submitted_at is null
          and (older.started_at < assessment_attempts.started_at
            or (older.started_at = assessment_attempts.started_at
              and older.id < assessment_attempts.id)))`.execute(db);
    await db.schema
      .createIndex('assessment_attempts_open_key')
      .on('assessment_attempts')
      .unique()
      .columns(['user_id', 'assessment_id', 'level'])
      .where(sql.ref('submitted_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('assessment_attempts_certificate_key')
      .on('assessment_attempts')
      .unique()
      .column('certificate_id')
      .execute();
    // pending (no certificate until an admin decides), granted or refused; null: no review.
    for (const column of ['review_status', 'reviewed_at', 'reviewed_by']) {
      await db.schema.alterTable('assessment_attempts').addColumn(column, 'text').execute();
    }

    await db.schema.alterTable('certificates').addColumn('attempt_id', 'text').execute();
    await sql`update certificates set attempt_id = (
      select a.id from assessment_attempts a where a.certificate_id = certificates.certificate_id)`.execute(
      db,
    );
    await db.schema
      .createIndex('certificates_attempt_key')
      .on('certificates')
      .unique()
      .column('attempt_id')
      .execute();

    // An admin's allowance for one more attempt at a level, used by the attempt it lets start.
    await db.schema
      .createTable('assessment_retakes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('assessment_id', 'text', (c) =>
        c.notNull().references('assessments.id').onDelete('cascade'),
      )
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('from_attempt_id', 'text')
      .addColumn('allowed_by', 'text')
      .addColumn('allowed_at', 'text', (c) => c.notNull())
      .addColumn('used_by_attempt_id', 'text')
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('assessment_retakes_unused_key')
      .on('assessment_retakes')
      .unique()
      .columns(['user_id', 'assessment_id', 'level'])
      .where(sql.ref('used_at'), 'is', null)
      .execute();

    // JSON array, one per served question: order[i] is the original index of the i-th option shown.
    await db.schema.alterTable('quiz_attempts').addColumn('option_orders', 'text').execute();
  },
};
