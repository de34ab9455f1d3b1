// The audit log. Append-only (triggers refuse UPDATE and DELETE in both dialects) and chained:
// each event stores the SHA-256 of the one before; `audit_head` holds the newest link, locked by
// each writer so two transactions cannot both extend the same link.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

export const name = '0005_audit_log';

/** The link before the first event: 64 zeros. */
export const AUDIT_GENESIS = '0'.repeat(64);

async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const migration: Migration = {
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
