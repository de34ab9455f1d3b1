// The revocation list every credential points to (a Bitstring Status List): rebuilt from the
// certificates and signed again on each revocation, and kept in memory for a while as served.
// Apart from the credential service so that the list's locking and caching read on their own.
import { createHash, randomInt } from 'node:crypto';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import { isUniqueViolation, type Db } from '../db/database';
import type { JsonCredential } from './json-credential';

/** Bits in the status list: the specification's minimum (16 KB), enough for 131,072 certificates. */
export const STATUS_LIST_LENGTH = 131_072;
export const STATUS_LIST_ID = '1';

export interface StatusListOptions {
  db: Db;
  url: string;
  issuer: { id: string; name: string };
  postgres: boolean;
  cacheMs: number;
  /** Signs with the key that signs now, inside the given transaction. */
  sign: (unsigned: JsonCredential, db: Db) => Promise<JsonCredential>;
}

export class StatusList {
  private cache: { body: string; etag: string; until: number } | undefined;

  constructor(private readonly options: StatusListOptions) {}

  /** First start: the list's row, and a signed (empty) list in it. */
  async ensure(): Promise<void> {
    const { db } = this.options;
    const list = await db
      .selectFrom('credentialStatusLists')
      .select('credential')
      .where('id', '=', STATUS_LIST_ID)
      .executeTakeFirst();
    if (list?.credential) return;
    try {
      await db
        .insertInto('credentialStatusLists')
        .values({ id: STATUS_LIST_ID, credential: null, updatedAt: new Date().toISOString() })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    await db.transaction().execute((trx) => this.refresh(trx));
  }

  /**
   * Rebuilds the revocation list from the certificates and signs it, inside the caller's
   * transaction (so a revocation and its bit commit together). On PostgreSQL the list's row is
   * locked first, so two revocations at once cannot each write a list without the other's bit.
   */
  async refresh(trx: Db): Promise<void> {
    const { url, issuer, postgres, sign } = this.options;
    if (postgres) {
      await trx
        .selectFrom('credentialStatusLists')
        .select('id')
        .where('id', '=', STATUS_LIST_ID)
        .forUpdate()
        .execute();
    }
    const revoked = await trx
      .selectFrom('certificates')
      .select('statusIndex')
      .where('status', '=', 'revoked')
      .where('statusIndex', 'is not', null)
      .execute();
    const list = await statusList.createList({ length: STATUS_LIST_LENGTH });
    for (const row of revoked) list.setStatus(row.statusIndex as number, true);
    const unsigned = await statusList.createCredential({
      id: url,
      list,
      statusPurpose: 'revocation',
    });
    unsigned.issuer = { id: issuer.id, name: issuer.name };
    unsigned.validFrom = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const signed = await sign(unsigned, trx);
    await trx
      .updateTable('credentialStatusLists')
      .set({ credential: JSON.stringify(signed), updatedAt: new Date().toISOString() })
      .where('id', '=', STATUS_LIST_ID)
      .execute();
  }

  /**
   * The signed list as served: kept in memory for CERTIFICATE_CACHE_SECONDS (a revocation through
   * this instance forgets it at once, one through another shows within that time).
   */
  async cached(): Promise<{ body: string; etag: string } | undefined> {
    const now = Date.now();
    if (this.cache && this.cache.until > now) return this.cache;
    const list = await this.credential();
    if (!list) return undefined;
    const body = JSON.stringify(list);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    this.cache = { body, etag, until: now + this.options.cacheMs };
    return this.cache;
  }

  forget(): void {
    this.cache = undefined;
  }

  async credential(): Promise<JsonCredential | undefined> {
    const row = await this.options.db
      .selectFrom('credentialStatusLists')
      .select('credential')
      .where('id', '=', STATUS_LIST_ID)
      .executeTakeFirst();
    return row?.credential ? (JSON.parse(row.credential) as JsonCredential) : undefined;
  }
}

/** A free place in the status list (random, so the index tells nothing about the order). */
export async function freeStatusIndex(db: Db): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const index = randomInt(STATUS_LIST_LENGTH);
    const taken = await db
      .selectFrom('certificates')
      .select('id')
      .where('statusIndex', '=', index)
      .executeTakeFirst();
    if (!taken) return index;
  }
  throw new Error('the revocation status list is full');
}
