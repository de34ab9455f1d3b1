// A learner's request to correct the name printed on one of their certificates, and the admin's
// decision. Approving issues a corrected certificate (`new_certificate_id`) and revokes the old
// one; refusing changes nothing else. `lang` is the page's language when the learner asked: the
// decision's e-mail is written in it. At most one open request per certificate (the partial
// unique index, which both dialects support). Staff list open requests newest first.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0022_name_corrections';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('name_corrections')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // The certificate's public ID (certificates.certificate_id), as every other table names it.
      .addColumn('certificate_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('requested_name', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('requested')
          .check(sql`status in ('requested', 'approved', 'refused')`),
      )
      .addColumn('decided_by', 'text', (c) => c.references('users.id'))
      .addColumn('decided_at', 'text')
      .addColumn('decision_note', 'text')
      .addColumn('new_certificate_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('name_corrections_status_created_idx')
      .on('name_corrections')
      .columns(['status', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('name_corrections_user_idx')
      .on('name_corrections')
      .columns(['user_id', 'created_at desc'])
      .execute();
    await db.schema
      .createIndex('name_corrections_open_idx')
      .on('name_corrections')
      .column('certificate_id')
      .unique()
      .where(sql.ref('status'), '=', 'requested')
      .execute();
  },
};
