// More than one revocation status list. A list holds a fixed number of entries (131,072, the
// specification's minimum); once one is full the next is added, so a certificate's place in the
// lists is a list and an index in it, and two certificates of different lists may share an index.
//
// certificates.status_list: the list of the certificate's status_index. Every certificate signed
// before this migration is in list 1, which the column's default says without rewriting the
// table (a constant default is kept in the catalogue on PostgreSQL and in the schema on SQLite).
// The unique index moves from status_index alone to (status_list, status_index); a partial index
// holds the revoked certificates by list, so re-signing a list after a revocation reads its
// revoked entries only, not the whole table.
//
// credential_status_lists: each list's size (fixed when it is added), how many of its places
// have been handed out (`allocated`, increased by one UPDATE per certificate, which is what makes
// two instances never hand out the same place) and `seed`, the random key of the shuffle that
// turns the n-th place handed out into an index, so an index tells nothing of when a certificate
// was issued.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0030_status_lists';

/** The size of list 1, the only list before this migration. */
const FIRST_LIST_SIZE = 131_072;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('certificates')
      .addColumn('status_list', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('certificates_status_list_index_key')
      .on('certificates')
      .unique()
      .columns(['status_list', 'status_index'])
      .execute();
    await db.schema.dropIndex('certificates_status_index_key').execute();
    await sql`create index certificates_revoked_status_idx
      on certificates (status_list, status_index) where status = 'revoked'`.execute(db);

    for (const [column, fallback] of [
      ['size', FIRST_LIST_SIZE],
      ['allocated', 0],
    ] as const) {
      await db.schema
        .alterTable('credential_status_lists')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(fallback))
        .execute();
    }
    await db.schema.alterTable('credential_status_lists').addColumn('seed', 'text').execute();
    const lists = await sql<{ id: string }>`select id from credential_status_lists`.execute(db);
    for (const { id } of lists.rows) {
      await sql`update credential_status_lists set seed = ${randomBytes(32).toString('base64url')}
        where id = ${id}`.execute(db);
    }
  },
};
