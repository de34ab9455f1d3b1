// Money paid by card goes back to the card through Stripe when staff refund the order or reject a
// held card payment. The refund is a job queued in the transaction that decides it, so it exists
// exactly when the decision does, and runs (with retries) after the commit: a refund is never
// sent for a decision that rolled back, nor lost when Stripe cannot be reached for a while. The
// job's idempotency key is the payment's id, so a job run twice makes one refund at Stripe.
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { addEvent } from '../orders/events';
import type { StripePayments } from './stripe';

export const STRIPE_REFUND_JOB = 'payments.stripe-refund';

export interface StripeRefundJob {
  orderId: string;
  reference: string;
  paymentId: string;
  paymentIntent: string;
  amount: number;
  currency: string;
}

interface CardPayment {
  id: string;
  orderId: string;
  method: string;
  transactionId: string;
  amount: number;
  currency: string;
}

/**
 * Queues the return of a card payment, in `trx`. False for a payment Stripe cannot refund by
 * itself (not a card payment, or recorded without its PaymentIntent): staff return it by hand.
 */
export async function queueStripeRefund(
  jobs: JobQueue,
  trx: Db,
  payment: CardPayment,
  reference: string,
): Promise<boolean> {
  if (payment.method !== 'card' || !payment.transactionId.startsWith('pi_')) return false;
  const job: StripeRefundJob = {
    orderId: payment.orderId,
    reference,
    paymentId: payment.id,
    paymentIntent: payment.transactionId,
    amount: payment.amount,
    currency: payment.currency,
  };
  await jobs.send(
    STRIPE_REFUND_JOB,
    job,
    { retryLimit: 10, retryDelaySeconds: 60, singletonKey: payment.id },
    trx,
  );
  return true;
}

/** Queues the return of every card payment recorded for the order (a refund of the order). */
export async function queueOrderCardRefunds(
  jobs: JobQueue,
  trx: Db,
  orderId: string,
  reference: string,
): Promise<number> {
  const payments = await trx
    .selectFrom('payments')
    .select(['id', 'orderId', 'method', 'transactionId', 'amount', 'currency'])
    .where('orderId', '=', orderId)
    .where('method', '=', 'card')
    .where('status', '=', 'confirmed')
    .execute();
  let queued = 0;
  for (const payment of payments)
    if (await queueStripeRefund(jobs, trx, payment, reference)) queued += 1;
  return queued;
}

/** The job: asks Stripe for the refund, then writes it on the order's timeline. */
export async function runStripeRefund(
  db: Db,
  stripe: StripePayments,
  job: StripeRefundJob,
  now = new Date(),
): Promise<void> {
  const refund = await stripe.refund({
    paymentIntent: job.paymentIntent,
    amount: job.amount,
    reference: job.reference,
    idempotencyKey: `refund-${job.paymentId}`,
  });
  await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .selectFrom('orderEvents')
      .select('id')
      .where('orderId', '=', job.orderId)
      .where('kind', '=', 'payment.card-refunded')
      .where('detail', 'like', `%${refund.id}%`)
      .executeTakeFirst();
    if (recorded) return;
    await addEvent(trx, job.orderId, 'payment.card-refunded', now, null, {
      amount: job.amount,
      currency: job.currency,
      transactionId: refund.id,
    });
  });
}
