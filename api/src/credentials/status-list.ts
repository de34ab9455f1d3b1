// The revocation lists the credentials point to (W3C Bitstring Status Lists): numbered from 1,
// each of a fixed size, the next added once the last is full. A list is rebuilt from its own
// revoked certificates and signed again on each revocation in it, and kept in memory for a while
// as served. Apart from the credential service so that the lists' allocation, locking and caching
// read on their own. docs/CREDENTIALS.md ("Revocation") tells the sizes and the caching.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import type { Db } from '../db/database';
import type { JsonCredential } from './json-credential';
import type { StatusPlace } from './open-badge';

/** Bits in a status list: the specification's minimum (16 KB), room for 131,072 certificates. */
export const STATUS_LIST_LENGTH = 131_072;
/** The list every certificate signed before there were several is in. */
export const FIRST_STATUS_LIST = 1;

/** The address of status list `list`: the lists' base address followed by its number. */
export function statusListUrlOf(base: string, list: number): string {
  return `${base}${list}`;
}

/** The number of the list at `url` when it is one of these lists' addresses (1, 2, …). */
export function statusListOf(base: string, url: string): number | undefined {
  if (!url.startsWith(base)) return undefined;
  const rest = url.slice(base.length);
  return /^[1-9]\d{0,5}$/.test(rest) ? Number(rest) : undefined;
}

/**
 * The index of the `n`-th place handed out in a list of `size` entries, shuffled with the list's
 * `seed`: a keyed permutation of 0 … size-1 (a four-round Feistel network over the smallest
 * even number of bits that holds `size`, applied again while the result falls outside the list),
 * so every index comes out exactly once and the order of issue cannot be read from them.
 */
export function shuffledIndex(n: number, size: number, seed: string): number {
  if (!Number.isInteger(n) || n < 0 || n >= size) throw new RangeError(`no place ${n} in ${size}`);
  let bits = 2;
  while (2 ** bits < size) bits += 2;
  const half = bits / 2;
  const mask = 2 ** half - 1;
  const key = Buffer.from(seed, 'base64url');
  let x = n;
  do {
    let left = Math.floor(x / 2 ** half);
    let right = x & mask;
    for (let round = 0; round < 4; round += 1) {
      const mixed =
        createHmac('sha256', key).update(`${round}:${right}`).digest().readUInt32BE(0) & mask;
      [left, right] = [right, left ^ mixed];
    }
    x = left * 2 ** half + right;
  } while (x >= size);
  return x;
}

const newSeed = () => randomBytes(32).toString('base64url');

export interface StatusListsOptions {
  db: Db;
  /** The lists' base address: list N is at `${base}${N}`. */
  base: string;
  issuer: { id: string; name: string };
  postgres: boolean;
  cacheMs: number;
  /** The size of a list added from now on (STATUS_LIST_LENGTH, smaller in tests). */
  size: number;
  /** Signs with the key that signs now, inside the given transaction. */
  sign: (unsigned: JsonCredential, db: Db) => Promise<JsonCredential>;
}

interface Served {
  body: string;
  etag: string;
  until: number;
}

export class StatusLists {
  /** The signed lists as served, by number. */
  private readonly served = new Map<number, Served>();
  /** The newest list this instance knows of, where places are handed out. */
  private newest = FIRST_STATUS_LIST;

  constructor(private readonly options: StatusListsOptions) {}

  urlOf(list: number): string {
    return statusListUrlOf(this.options.base, list);
  }

  listOf(url: string): number | undefined {
    return statusListOf(this.options.base, url);
  }

  /** First start: list 1, and a signed list in every list row that has none yet. */
  async ensure(): Promise<void> {
    const { db } = this.options;
    const first = await db
      .selectFrom('credentialStatusLists')
      .select('id')
      .where('id', '=', String(FIRST_STATUS_LIST))
      .executeTakeFirst();
    if (!first) await this.add(db, FIRST_STATUS_LIST);
    const unseeded = await db
      .selectFrom('credentialStatusLists')
      .select('id')
      .where('seed', 'is', null)
      .execute();
    for (const row of unseeded) {
      await db
        .updateTable('credentialStatusLists')
        .set({ seed: newSeed() })
        .where('id', '=', row.id)
        .where('seed', 'is', null)
        .execute();
    }
    const unsigned = await db
      .selectFrom('credentialStatusLists')
      .select('id')
      .where('credential', 'is', null)
      .execute();
    for (const row of unsigned) {
      await db.transaction().execute((trx) => this.refresh(trx, Number(row.id)));
    }
    this.newest = await this.newestList(db);
  }

  /**
   * A place for a new certificate: the next place of the newest list, or of a list added when
   * that one is full. The place is taken by one UPDATE that adds one to the list's count of
   * places handed out, only while it is below the list's size: PostgreSQL locks the row for the
   * statement (a second instance's UPDATE waits and then sees the new count), SQLite runs it as
   * one write transaction, so no place is handed out twice. Inside the caller's transaction when
   * `db` is one: a rolled-back issue gives its place back.
   */
  async allocate(db: Db): Promise<StatusPlace> {
    let list = this.newest;
    for (;;) {
      const taken = await db
        .updateTable('credentialStatusLists')
        .set((eb) => ({ allocated: eb('allocated', '+', 1) }))
        .where('id', '=', String(list))
        .whereRef('allocated', '<', 'size')
        .returning(['allocated', 'size', 'seed'])
        .executeTakeFirst();
      if (!taken) {
        const newest = await this.newestList(db);
        if (newest === list) {
          // Full: the next list is added (or found added by another instance at the same time).
          list += 1;
          await this.add(db, list);
        } else {
          // Another instance added a newer one; or this one's row is gone (the transaction that
          // added it was rolled back) and the newest there is takes its place.
          list = newest;
        }
        this.newest = list;
        continue;
      }
      if (!taken.seed) throw new Error(`status list ${list} has no seed`);
      const index = shuffledIndex(taken.allocated - 1, taken.size, taken.seed);
      // List 1 also holds the indexes drawn at random before places were counted: those are
      // passed over (the count still moves on, so the list fills all the same).
      const used = await db
        .selectFrom('certificates')
        .select('id')
        .where('statusList', '=', list)
        .where('statusIndex', '=', index)
        .executeTakeFirst();
      if (!used) return { list, index };
    }
  }

  /** The highest list number there is. */
  private async newestList(db: Db): Promise<number> {
    const rows = await db.selectFrom('credentialStatusLists').select('id').execute();
    return Math.max(
      FIRST_STATUS_LIST,
      ...rows.map((row) => Number(row.id)).filter(Number.isFinite),
    );
  }

  /**
   * Adds list `list`, unless it is there already, with its signed empty list in it from the
   * start: the list is signed first and the row written by one INSERT, so no lock is held while
   * signing and no credential can name a list that is not served yet.
   */
  private async add(db: Db, list: number): Promise<void> {
    const { size } = this.options;
    const credential = await this.signedList(db, list, size, []);
    await db
      .insertInto('credentialStatusLists')
      .values({
        id: String(list),
        credential,
        updatedAt: new Date().toISOString(),
        size,
        allocated: 0,
        seed: newSeed(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  /** List `list` of `size` entries with the bits of `revoked` set, signed (as JSON text). */
  private async signedList(db: Db, list: number, size: number, revoked: number[]): Promise<string> {
    const { issuer, sign } = this.options;
    const bits = await statusList.createList({ length: size });
    for (const index of revoked) if (index < size) bits.setStatus(index, true);
    const unsigned = await statusList.createCredential({
      id: this.urlOf(list),
      list: bits,
      statusPurpose: 'revocation',
    });
    unsigned.issuer = { id: issuer.id, name: issuer.name };
    unsigned.validFrom = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return JSON.stringify(await sign(unsigned, db));
  }

  /**
   * Rebuilds list `list` from its revoked certificates (a partial index holds only those) and
   * signs it, inside the caller's transaction (so a revocation and its bit commit together). On
   * PostgreSQL the list's row is locked first, so two revocations at once cannot each write a
   * list without the other's bit. The other lists are left as they are.
   */
  async refresh(trx: Db, list: number): Promise<void> {
    let query = trx
      .selectFrom('credentialStatusLists')
      .select('size')
      .where('id', '=', String(list));
    if (this.options.postgres) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return;
    const revoked = await trx
      .selectFrom('certificates')
      .select('statusIndex')
      .where('statusList', '=', list)
      .where('status', '=', 'revoked')
      .where('statusIndex', 'is not', null)
      .execute();
    const credential = await this.signedList(
      trx,
      list,
      row.size,
      revoked.map((r) => r.statusIndex as number),
    );
    await trx
      .updateTable('credentialStatusLists')
      .set({ credential, updatedAt: new Date().toISOString() })
      .where('id', '=', String(list))
      .execute();
  }

  /** Every list signed again, each in its own transaction (after a key was revoked). */
  async refreshAll(): Promise<void> {
    const { db } = this.options;
    const rows = await db.selectFrom('credentialStatusLists').select('id').execute();
    for (const row of rows) {
      await db.transaction().execute((trx) => this.refresh(trx, Number(row.id)));
    }
    this.forget();
  }

  /**
   * List `list` as served: the stored signed text, kept in memory for CERTIFICATE_CACHE_SECONDS
   * (a revocation through this instance forgets it at once, one through another shows within
   * that time). A request never rebuilds a list: that is done once per revocation.
   */
  async cached(list: number): Promise<{ body: string; etag: string } | undefined> {
    const now = Date.now();
    const kept = this.served.get(list);
    if (kept && kept.until > now) return kept;
    const row = await this.options.db
      .selectFrom('credentialStatusLists')
      .select('credential')
      .where('id', '=', String(list))
      .executeTakeFirst();
    if (!row?.credential) return undefined;
    const body = row.credential;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const served = { body, etag, until: now + this.options.cacheMs };
    this.served.set(list, served);
    return served;
  }

  /** Forgets every list kept as served (the next request reads the stored one). */
  forget(): void {
    this.served.clear();
  }

  /** List `list` as stored now (what a verification through this site reads). */
  async credential(list: number): Promise<JsonCredential | undefined> {
    const row = await this.options.db
      .selectFrom('credentialStatusLists')
      .select('credential')
      .where('id', '=', String(list))
      .executeTakeFirst();
    return row?.credential ? (JSON.parse(row.credential) as JsonCredential) : undefined;
  }
}
