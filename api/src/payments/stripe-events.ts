// What a verified Stripe event does. Only a Checkout Session that is paid pays an order:
// `checkout.session.completed` with payment_status 'paid' (a card), or
// `checkout.session.async_payment_succeeded` (a delayed method, whose `completed` came unpaid).
// Both name the same payment intent, so whichever comes first records the payment and the other
// finds it recorded. The event's row in stripe_events is written in the transaction that records
// the payment: an event delivered again changes nothing, and a failure rolls both back so that
// Stripe's retry does the whole work.
// An event naming no order we know is kept with outcome 'unknown-order' and logged as an error
// for staff: the money is at Stripe, where staff can refund it, and asking Stripe to deliver the
// event again for three days would change nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { recordPayment, type FulfilDeps } from '../orders/payments';
import type { Stripe } from './stripe';

export const PAYING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export interface EventOutcome {
  outcome: string;
  reference: string | null;
}

async function keep(trx: Db, event: Stripe.Event, now: Date, result: EventOutcome) {
  await trx
    .insertInto('stripeEvents')
    .values({
      id: event.id,
      type: event.type,
      receivedAt: now.toISOString(),
      orderReference: result.reference,
      outcome: result.outcome,
    })
    .execute();
  return result;
}

/** The outcome the event had when it was handled before, or undefined for a new event. */
export async function handledBefore(db: Db, eventId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('stripeEvents')
    .select('outcome')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row?.outcome;
}

/** Handles one paying event inside `trx`; throws (rolling back) when fulfilment fails. */
export async function handleCheckoutEvent(
  trx: Db,
  deps: FulfilDeps,
  event: Stripe.Event,
  now: Date,
  log: FastifyBaseLogger,
): Promise<EventOutcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  const reference = session.client_reference_id ?? session.metadata?.reference ?? null;
  if (session.payment_status !== 'paid')
    return keep(trx, event, now, { outcome: 'unpaid', reference });
  const intent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  const recorded = reference
    ? await recordPayment(trx, deps, {
        reference,
        method: 'card',
        transactionId: intent ?? session.id,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        confirmedBy: null,
        now,
      })
    : undefined;
  if (!recorded) {
    log.error(
      { event: 'stripe-unknown-order', eventId: event.id, session: session.id, reference },
      'a paid Stripe Checkout Session names no known order: refund it at Stripe or match it by hand',
    );
    return keep(trx, event, now, { outcome: 'unknown-order', reference });
  }
  const outcome = recorded.reason ? `held_for_review:${recorded.reason}` : recorded.outcome;
  if (recorded.reason)
    log.warn(
      { event: 'stripe-payment-held', reference, reason: recorded.reason },
      'card payment held for review',
    );
  return keep(trx, event, now, { outcome, reference });
}
