// The stock checkout reserves, inside its own transaction (each function takes the transaction
// as `db`): exam voucher codes and seats in batches. Each operation is one statement, so it is
// atomic on both databases. On PostgreSQL concurrent orders pick different codes: the codes are
// chosen with FOR UPDATE SKIP LOCKED, so an order never waits for, nor takes, a code another
// order's transaction holds; a batch's seats are one counter that a conditional UPDATE raises
// (PostgreSQL re-checks the condition on the row's newest version before it writes). On SQLite
// writes are serialised, one transaction at a time.
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';

export type VoucherReservation =
  { ok: true; voucherIds: string[] } | { ok: false; reason: 'sold-out' };

function checkQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError('a quantity is a whole number of at least 1');
  }
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Reserves `quantity` available, unexpired codes of a product for an order until `until` (an
 * ISO instant), the soonest to expire first; their ids, or sold-out with nothing changed when
 * fewer than `quantity` are free. One UPDATE: the codes are picked in a common table expression
 * and written only when it holds all `quantity` of them.
 */
export async function reserveVouchers(
  db: Db,
  productId: string,
  quantity: number,
  orderId: string,
  until: string,
  now: Date = new Date(),
): Promise<VoucherReservation> {
  checkQuantity(quantity);
  const today = now.toISOString().slice(0, 10);
  const postgres = isPostgres(db);
  const rows = await db
    .with('picked', (qb) => {
      const pick = qb
        .selectFrom('vouchers')
        .select('id')
        .where('productId', '=', productId)
        .where('state', '=', 'available')
        .where('expiresOn', '>=', today)
        .orderBy('expiresOn')
        .orderBy('id')
        .limit(quantity);
      return postgres ? pick.forUpdate().skipLocked() : pick;
    })
    .updateTable('vouchers')
    .set({ state: 'reserved', orderId, reservedUntil: until, updatedAt: now.toISOString() })
    .where('id', 'in', (eb) => eb.selectFrom('picked').select('picked.id'))
    .where(sql<boolean>`(select count(*) from picked) = ${quantity}`)
    .returning('id')
    .execute();
  if (rows.length < quantity) return { ok: false, reason: 'sold-out' };
  return { ok: true, voucherIds: rows.map((row) => row.id) };
}

/** An order's reserved codes back to available (sold and void ones stay); how many. */
export async function releaseVouchers(
  db: Db,
  orderId: string,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .updateTable('vouchers')
    .set({ state: 'available', orderId: null, reservedUntil: null, updatedAt: now.toISOString() })
    .where('orderId', '=', orderId)
    .where('state', '=', 'reserved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An order's reserved codes become sold (the payment was recorded); their ids. */
export async function sellVouchers(
  db: Db,
  orderId: string,
  now: Date = new Date(),
): Promise<string[]> {
  const rows = await db
    .updateTable('vouchers')
    .set({ state: 'sold', reservedUntil: null, updatedAt: now.toISOString() })
    .where('orderId', '=', orderId)
    .where('state', '=', 'reserved')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes `quantity` seats of a scheduled batch that has not started: one conditional UPDATE of
 * its counter; false (nothing changed) when the seats are not there.
 */
export async function reserveSeats(
  db: Db,
  batchId: string,
  quantity: number,
  now: Date = new Date(),
): Promise<boolean> {
  checkQuantity(quantity);
  const result = await db
    .updateTable('batches')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '+', quantity), updatedAt: now.toISOString() }))
    .where('id', '=', batchId)
    .where('state', '=', 'scheduled')
    .where('startsOn', '>', now.toISOString().slice(0, 10))
    .where((eb) => eb(eb('seatsTaken', '+', quantity), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives `quantity` seats back (an order expired or was cancelled); false when fewer are taken. */
export async function releaseSeats(
  db: Db,
  batchId: string,
  quantity: number,
  now: Date = new Date(),
): Promise<boolean> {
  checkQuantity(quantity);
  const result = await db
    .updateTable('batches')
    .set((eb) => ({ seatsTaken: eb('seatsTaken', '-', quantity), updatedAt: now.toISOString() }))
    .where('id', '=', batchId)
    .where('seatsTaken', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
