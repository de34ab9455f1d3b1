// The admin's audit list stays fast with millions of events.
//
// The list is newest first: by occurred_at, then seq (unique, the tie-break). Each of its filters
// gets an index that leads with the filter's column and goes on in the list's order, so a page
// (filtered or not, first or deep through a cursor) reads its twenty entries from one index range
// instead of sorting every match: the time range alone; an action, an actor (by id, or by e-mail
// whatever its case) or a target, each with a time range too. They replace 0005's indexes on
// those columns alone, whose readers (the archive's "older than", the filters) the new ones serve.
//
// Inside the migration's transaction, PostgreSQL's build would block writes to the log (every
// admin action and sign-in): about 16 s a million events on a small server. Past 100,000 events
// they are built with CREATE INDEX CONCURRENTLY after the migrations instead (../online-indexes.ts).
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { createIndexOnline, dropIndexOnline } from '../online-indexes';

export const name = '0029_audit_scale';

/** The indexes of the list, by name: what each covers, in the list's order. */
export const AUDIT_LIST_INDEXES: ReadonlyArray<readonly [string, string]> = [
  ['audit_events_time_idx', 'occurred_at, seq'],
  ['audit_events_action_time_idx', 'action, occurred_at, seq'],
  ['audit_events_actor_time_idx', 'actor_id, occurred_at, seq'],
  ['audit_events_actor_email_time_idx', 'lower(actor_email), occurred_at, seq'],
  ['audit_events_target_time_idx', 'target_id, occurred_at, seq'],
];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [index, columns] of AUDIT_LIST_INDEXES) {
      await createIndexOnline(
        db,
        index,
        'audit_events',
        sql`on audit_events (${sql.raw(columns)})`,
      );
    }
    for (const column of ['occurred_at', 'action', 'actor_id', 'target_id']) {
      await dropIndexOnline(db, `audit_events_${column}_idx`);
    }
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`analyze audit_events`.execute(db);
    }
  },
};
