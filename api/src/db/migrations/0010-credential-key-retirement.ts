// When each credential signing key stopped signing, and whether it was revoked. A retired key's
// signatures made after its retirement are refused (so an old key that leaks cannot sign new
// credentials that verify); a revoked key's signatures are refused whenever they were made.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0010_credential_key_retirement';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['retired_at', 'revoked_at']) {
      await db.schema.alterTable('credential_keys').addColumn(column, 'text').execute();
    }
    // Keys replaced before this version: retired when the next key was added, which is when
    // they stopped signing.
    await sql`update credential_keys
      set retired_at = (
        select min(newer.created_at) from credential_keys newer
        where newer.seq > credential_keys.seq)
      where exists (select 1 from credential_keys newer where newer.seq > credential_keys.seq)`.execute(
      db,
    );
  },
};
