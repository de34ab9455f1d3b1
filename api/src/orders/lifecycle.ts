// What happens to an order after it is placed, besides its payment: the hold expires, staff
// cancel it unpaid, or refund it paid. Each is one conditional UPDATE of the order's status
// (only the transaction that moves it from the expected status goes on), then the stock and the
// coupon's use are given back in the same transaction, so two instances, or an expiry racing a
// cancel, return the stock exactly once.
import type { Selectable } from 'kysely';
import { PostgresAdapter } from 'kysely';
import { releaseSeats, releaseVouchers } from '../commerce/stock';
import type { Db } from '../db/database';
import type { OrderStatus, OrdersTable } from '../db/schema';
import { issueDocument } from './documents';
import { addEvent } from './events';

type Order = Selectable<OrdersTable>;

/** The order of `reference`, locked for the rest of the transaction on PostgreSQL. */
export async function lockOrder(trx: Db, reference: string): Promise<Order | undefined> {
  let query = trx.selectFrom('orders').selectAll().where('reference', '=', reference);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Moves the order from `from` to `to`; false when another change moved it first. */
async function moveStatus(
  trx: Db,
  order: Order,
  from: OrderStatus[],
  to: OrderStatus,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: to, updatedAt: now.toISOString() })
    .where('id', '=', order.id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives back the unpaid order's held stock and its coupon use. */
async function releaseHeld(trx: Db, order: Order, now: Date): Promise<void> {
  await releaseVouchers(trx, order.id, now);
  await releaseOrderSeats(trx, order.id, now);
  if (order.couponId) {
    await trx
      .updateTable('coupons')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('id', '=', order.couponId)
      .where('used', '>', 0)
      .execute();
  }
}

async function releaseOrderSeats(trx: Db, orderId: string, now: Date): Promise<void> {
  const lines = await trx
    .selectFrom('orderLines')
    .select(['batchId', 'quantity'])
    .where('orderId', '=', orderId)
    .where('kind', '=', 'seat')
    .execute();
  for (const line of lines)
    if (line.batchId) await releaseSeats(trx, line.batchId, line.quantity, now);
}

/** Expires one order whose hold has passed; false when it was paid, cancelled or expired meanwhile. */
export async function expireOrder(trx: Db, order: Order, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: 'expired', updatedAt: now.toISOString() })
    .where('id', '=', order.id)
    .where('status', '=', 'awaiting_payment')
    .where('holdUntil', '<=', now.toISOString())
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await releaseHeld(trx, order, now);
  await addEvent(trx, order.id, 'expired', now, null);
  return true;
}

/** Every order past its hold, expired in its own transaction each; how many were expired. */
export async function expireDueOrders(db: Db, now: Date, batch = 100): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'awaiting_payment')
    .where('holdUntil', '<=', now.toISOString())
    .orderBy('holdUntil')
    .limit(batch)
    .execute();
  let expired = 0;
  for (const order of due) {
    if (await db.transaction().execute((trx) => expireOrder(trx, order, now))) expired += 1;
  }
  return expired;
}

/** Staff cancel an unpaid order: its stock returns. False when it is no longer awaiting payment. */
export async function cancelOrder(
  trx: Db,
  order: Order,
  actorId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  if (!(await moveStatus(trx, order, ['awaiting_payment'], 'cancelled', now))) return false;
  await releaseHeld(trx, order, now);
  await addEvent(trx, order.id, 'cancelled', now, actorId, { reason });
  return true;
}

/**
 * Staff refund a paid order: its seats return; its voucher codes, e-mailed at fulfilment and so
 * already shown, are void and never sold again; a credit note is issued. The credit note's number,
 * or null when the order is not paid.
 */
export async function refundOrder(
  trx: Db,
  order: Order,
  actorId: string,
  reason: string,
  now: Date,
): Promise<string | null> {
  if (!(await moveStatus(trx, order, ['paid', 'fulfilled'], 'refunded', now))) return null;
  await trx
    .updateTable('vouchers')
    .set({ state: 'void', updatedAt: now.toISOString() })
    .where('orderId', '=', order.id)
    .where('state', 'in', ['sold', 'reserved'])
    .execute();
  await releaseOrderSeats(trx, order.id, now);
  const number = await issueDocument(trx, order.id, 'credit-note', now, reason);
  await addEvent(trx, order.id, 'refunded', now, actorId, { reason, creditNote: number });
  return number;
}
