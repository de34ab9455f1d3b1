// The staff's inbox of enquiries. An enquiry gains where it stands (`status`: new until someone
// acts on it), the course page it came from, the page's language (replies default to it), the
// staff member it is assigned to and when it last changed; `enquiry_events` is its timeline
// (notes, replies, status changes, assignments). The indexes follow the list: newest first
// (created_at desc, id desc), whole or by status or course, and the search by e-mail or by the
// lower-case name's start.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0018_enquiry_inbox';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('enquiries')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'contacted', 'won', 'lost')`),
      )
      .execute();
    await db.schema.alterTable('enquiries').addColumn('course', 'text').execute();
    await db.schema
      .alterTable('enquiries')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await db.schema
      .alterTable('enquiries')
      .addColumn('assigned_to', 'text', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .alterTable('enquiries')
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update enquiries set updated_at = created_at`.execute(db);

    await db.schema
      .createIndex('enquiries_created_idx')
      .on('enquiries')
      .columns(['created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('enquiries_status_created_idx')
      .on('enquiries')
      .columns(['status', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('enquiries_course_created_idx')
      .on('enquiries')
      .columns(['course', 'created_at desc', 'id desc'])
      .execute();
    await db.schema.createIndex('enquiries_email_idx').on('enquiries').column('email').execute();
    await db.schema
      .createIndex('enquiries_name_lower_idx')
      .on('enquiries')
      .expression(sql`lower(name)`)
      .execute();

    await db.schema
      .createTable('enquiry_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enquiry_id', 'text', (c) => c.notNull().references('enquiries.id'))
      // The entry's place in its enquiry's timeline (two entries of one change share `at`).
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.references('users.id'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('note', 'reply', 'status', 'assigned')`),
      )
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      // A reply's subject and language; a status change's old and new values (JSON object).
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await db.schema
      .createIndex('enquiry_events_enquiry_idx')
      .on('enquiry_events')
      .columns(['enquiry_id', 'seq'])
      .execute();
  },
};
