// The audit chain becomes keyed: from the next event on, each link is an HMAC under a key derived
// from the server secret, which is kept outside the database (audit/log.ts). Events already
// written keep their plain SHA-256 links; this records where they end (the newest link now), so
// the check verifies plain links up to it and keyed links after it. The migration has no key:
// the server seals this record with one at its next start, before it writes or checks anything.
import { sql, type Kysely, type Migration } from 'kysely';

/** app_meta's key of the record: `{seq, hash}` of the last plain link, and its `mac` once sealed. */
export const AUDIT_KEYED_FROM_KEY = 'audit_keyed_from';

export const name = '0013_audit_keyed_chain';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const head = await sql<{ seq: number; hash: string }>`
      select seq, hash from audit_head where id = 1`.execute(db);
    const last = head.rows[0];
    if (!last) return;
    const value = JSON.stringify({ seq: Number(last.seq), hash: last.hash });
    await sql`insert into app_meta (key, value) values (${AUDIT_KEYED_FROM_KEY}, ${value})`.execute(
      db,
    );
  },
};
