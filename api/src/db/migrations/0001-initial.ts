// The first schema: accounts and their one-time codes and reset grants, certificates, the quiz
// (questions, attempts and their security events), the site's content (reviews, blog posts, books),
// enquiries, the visit counter and app_meta.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0001_initial';

export const migration: Migration = {
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
