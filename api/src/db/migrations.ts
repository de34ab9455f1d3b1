// Migrations live in code (not files read at run time) so the built server is self-contained.
// Only portable column types are used (text, integer) so both dialects run the same DDL.
// Never edit a migration that has shipped: add a new one.
import { PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { emailProof } from './migration-email-proof';
import { auditKeyedChain } from './migration-audit-keyed-chain';
import { accountSecurity } from './migration-account-security';
import { credentialKeyRetirement } from './migration-credential-key-retirement';

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pin_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('linked_in', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('interest', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('users_username_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .execute();

    await db.schema
      .createTable('one_time_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .addColumn('voided_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('one_time_codes_user_idx')
      .on('one_time_codes')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('reset_grants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('certificates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('certificate_id', 'text', (c) => c.notNull().unique())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('course_name', 'text', (c) => c.notNull())
      .addColumn('issued_by', 'text', (c) => c.notNull())
      .addColumn('issue_date', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('valid'))
      .addColumn('revoked_reason', 'text')
      .addColumn('revoked_at', 'text')
      .addColumn('issued_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('questions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('correct_option', 'integer', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('level', 'text')
      .addColumn('deleted_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('questions_category_idx')
      .on('questions')
      .column('category')
      .execute();

    await db.schema
      .createTable('quiz_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('assessment_id', 'text')
      .addColumn('level', 'text')
      .addColumn('question_ids', 'text', (c) => c.notNull())
      .addColumn('deadline', 'text', (c) => c.notNull())
      .addColumn('answers', 'text')
      .addColumn('score', 'integer')
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('passed', 'integer')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text')
      .execute();
    await db.schema
      .createIndex('quiz_attempts_user_idx')
      .on('quiz_attempts')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('security_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('attempt_id', 'text', (c) =>
        c.notNull().references('quiz_attempts.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('security_events_attempt_idx')
      .on('security_events')
      .column('attempt_id')
      .execute();
    await db.schema
      .createIndex('security_events_user_idx')
      .on('security_events')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('course', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('blog_posts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('books')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('buy_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('enquiries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('visits')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};

// Issue 9: assessments (leveled, possibly certifying exams) and their attempts. Attempts live in
// their own table so the plain quiz routes (/results) can never score or submit one.
const assessments: Migration = {
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

// Issue 9, second part: admins edit assessments (open/closed), the `employee` role (roles are
// text, so no DDL), the profile's full name, and each attempt keeps the rules it started under.
const assessmentAdmin: Migration = {
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

// Issue 18: every certificate is also a signed Open Badges 3.0 credential. The issuer's keys (the
// secret half encrypted, or none when CREDENTIAL_SIGNING_KEY gives it), each certificate's signed
// credential and its place in the revocation list, an optional expiry date, and the signed
// status list itself.
const credentials: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credential_keys')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('key_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key_multibase', 'text', (c) => c.notNull().unique())
      .addColumn('secret_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    for (const [column, type] of [
      ['credential', 'text'],
      ['status_index', 'integer'],
      ['expiry_date', 'text'],
    ] as const) {
      await db.schema.alterTable('certificates').addColumn(column, type).execute();
    }
    await db.schema
      .createIndex('certificates_status_index_key')
      .on('certificates')
      .unique()
      .column('status_index')
      .execute();
    await db.schema
      .createTable('credential_status_lists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('credential', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};

// Issue 19: the audit log. Append-only (triggers refuse UPDATE and DELETE in both dialects) and
// chained: each event stores the SHA-256 of the one before; `audit_head` holds the newest link,
// locked by each writer so two transactions cannot both extend the same link.
const auditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_email', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('request_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text')
      .addColumn('target_id', 'text')
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('prev_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    for (const column of ['occurred_at', 'action', 'actor_id', 'target_id']) {
      await db.schema
        .createIndex(`audit_events_${column}_idx`)
        .on('audit_events')
        .column(column)
        .execute();
    }
    await db.schema
      .createTable('audit_head')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into audit_head (id, seq, hash) values (1, 0, ${AUDIT_GENESIS})`.execute(db);
    if (await isPostgres(db)) {
      await sql`create or replace function audit_events_append_only() returns trigger
        language plpgsql as $$ begin
          raise exception 'audit_events is append-only: % refused', tg_op;
        end $$`.execute(db);
      await sql`create trigger audit_events_no_change before update or delete on audit_events
        for each row execute function audit_events_append_only()`.execute(db);
      await sql`create trigger audit_events_no_truncate before truncate on audit_events
        for each statement execute function audit_events_append_only()`.execute(db);
    } else {
      for (const operation of ['update', 'delete']) {
        await sql
          .raw(
            `create trigger audit_events_no_${operation} before ${operation} on audit_events
             begin select raise(abort, 'audit_events is append-only: ${operation} refused'); end`,
          )
          .execute(db);
      }
    }
  },
};

// Issue 19: one row per login, so a user sees where they are signed in and signs a device out;
// a token whose row is gone is refused at once, on every instance sharing the database.
const sessions: Migration = {
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

// Issue 19: the TOTP second factor (its secret sealed with the MFA key), its recovery codes
// (salted scrypt hashes) and the single-use challenges of the login's second step.
const mfa: Migration = {
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

// Issue 19: an audit event's summary as a key and params too, so a screen shows it in its
// language (the English text stays for the CSV and tools). Events before have neither.
const auditSummaryKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_events').addColumn('summary_key', 'text').execute();
    await db.schema.alterTable('audit_events').addColumn('summary_params', 'text').execute();
  },
};

// Issue 20 (findings 7 and 8): what the database itself guarantees about assessments, whatever
// the number of connections. One open attempt per person, assessment and level (a partial unique
// index: a second start waits for the first and fails, and the route answers with the running
// attempt); one certificate per attempt (and one attempt per certificate); an attempt ended by the
// security rule with a passing score waits for an admin's review; an admin's allowance to retake a
// level; the option order each legacy quiz attempt served.
const assessmentIntegrity: Migration = {
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

/** The link before the first event: 64 zeros. */
export const AUDIT_GENESIS = '0'.repeat(64);

async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_assessments': assessments,
  '0003_assessment_admin': assessmentAdmin,
  '0004_credentials': credentials,
  '0005_audit_log': auditLog,
  '0006_sessions': sessions,
  '0007_mfa': mfa,
  '0008_audit_summary_keys': auditSummaryKeys,
  '0009_assessment_integrity': assessmentIntegrity,
  '0010_credential_key_retirement': credentialKeyRetirement,
  '0011_account_security': accountSecurity,
  '0012_email_proof': emailProof,
  '0013_audit_keyed_chain': auditKeyedChain,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
