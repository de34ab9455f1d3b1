// Staff's decision on a payment held for review (a wrong amount, a late payment, a payment for an
// order that was not awaiting one), and sending an order's e-mails again.
// Accepting fulfils the order anyway, in the same transaction: while the order still awaits
// payment its stock is held already; once it has expired its stock went back, and is taken again
// if it is still there (otherwise nothing changes and staff are told why). An order paid,
// cancelled or refunded cannot take the payment: staff reject it. Rejecting marks the money as to
// be returned to the buyer, with the reason; the order is left as it is.
import type { Selectable } from 'kysely';
import { reserveSeats, reserveVouchers } from '../commerce/stock';
import type { Db } from '../db/database';
import type { OrdersTable, PaymentsTable } from '../db/schema';
import { conflict, notFound, say } from '../lib/http-error';
import { orderPlacedEmail } from './emails';
import { addEvent } from './events';
import { lockOrder } from './lifecycle';
import { fulfil, queueFulfilmentEmails, type FulfilDeps } from './payments';

type Order = Selectable<OrdersTable>;
type Payment = Selectable<PaymentsTable>;

export interface Resolved {
  order: Order;
  payment: Payment;
}

/** The held, undecided payment `id` and its order, locked; 404 or 409 otherwise. */
async function heldPayment(trx: Db, id: string): Promise<Resolved> {
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!payment) throw notFound('No such payment');
  const { reference } = await trx
    .selectFrom('orders')
    .select('reference')
    .where('id', '=', payment.orderId)
    .executeTakeFirstOrThrow();
  const order = await lockOrder(trx, reference);
  if (!order) throw notFound('No such order');
  // Read again under the order's lock: two staff deciding at once decide once.
  const current = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (current.status !== 'held_for_review' || current.resolution !== null)
    throw conflict(say('PAYMENT_NOT_HELD'));
  return { order, payment: current };
}

/** Takes the expired order's stock again (and its coupon's use); false when it is gone. */
async function retakeStock(trx: Db, order: Order, now: Date): Promise<boolean> {
  const lines = await trx
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', '=', order.id)
    .execute();
  for (const line of lines) {
    const ok =
      line.kind === 'voucher' && line.productId
        ? (
            await reserveVouchers(
              trx,
              line.productId,
              line.quantity,
              order.id,
              now.toISOString(),
              now,
            )
          ).ok
        : line.batchId
          ? await reserveSeats(trx, line.batchId, line.quantity, now)
          : false;
    if (!ok) return false;
  }
  // The buyer paid the discounted price: the coupon's use counts again, even past its limit.
  if (order.couponId)
    await trx
      .updateTable('coupons')
      .set((eb) => ({ used: eb('used', '+', 1) }))
      .where('id', '=', order.couponId)
      .execute();
  return true;
}

async function decide(
  trx: Db,
  held: Resolved,
  resolution: 'accepted' | 'rejected',
  actorId: string,
  note: string,
  now: Date,
): Promise<Payment> {
  const payment = await trx
    .updateTable('payments')
    .set({
      ...(resolution === 'accepted' ? { status: 'confirmed' as const } : {}),
      resolution,
      resolvedBy: actorId,
      resolvedAt: now.toISOString(),
      resolutionNote: note,
    })
    .where('id', '=', held.payment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await addEvent(trx, held.order.id, `payment.${resolution}`, now, actorId, {
    transactionId: payment.transactionId,
    amount: payment.amount,
    currency: payment.currency,
    reason: note,
  });
  return payment;
}

export async function acceptHeldPayment(
  trx: Db,
  deps: FulfilDeps,
  id: string,
  actorId: string,
  note: string,
  now: Date,
): Promise<Resolved> {
  const held = await heldPayment(trx, id);
  const { order } = held;
  if (order.status === 'expired') {
    if (!(await retakeStock(trx, order, now)))
      throw conflict(say('PAYMENT_ORDER_EXPIRED_NO_STOCK'));
  } else if (order.status !== 'awaiting_payment') {
    throw conflict(say('PAYMENT_ORDER_CLOSED'));
  }
  const payment = await decide(trx, held, 'accepted', actorId, note, now);
  await fulfil(trx, deps, order, now);
  return { order, payment };
}

export async function rejectHeldPayment(
  trx: Db,
  id: string,
  actorId: string,
  note: string,
  now: Date,
): Promise<Resolved> {
  const held = await heldPayment(trx, id);
  return { order: held.order, payment: await decide(trx, held, 'rejected', actorId, note, now) };
}

/**
 * Queues the order's latest e-mails again: how to pay while it awaits payment; the receipt with
 * its invoice and the codes or seats once fulfilled. How many; 409 for any other order.
 */
export async function resendOrderEmails(
  trx: Db,
  deps: FulfilDeps,
  order: Order,
  actorId: string,
  now: Date,
): Promise<number> {
  let queued: number;
  if (order.status === 'awaiting_payment') {
    const { email } = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', order.userId)
      .executeTakeFirstOrThrow();
    await deps.outbox.queueEmail(trx, orderPlacedEmail(email, order, deps.emails));
    queued = 1;
  } else if (order.status === 'fulfilled') {
    const invoice = await trx
      .selectFrom('invoices')
      .select('number')
      .where('orderId', '=', order.id)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    queued = await queueFulfilmentEmails(trx, deps, order, invoice.number, now);
  } else {
    throw conflict(`An order ${order.status} has no e-mail to send again`);
  }
  await addEvent(trx, order.id, 'emails.resent', now, actorId, { count: queued });
  return queued;
}
