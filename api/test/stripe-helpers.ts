// Stripe's webhook events for the tests, signed with the package's own test-header helper so the
// server's real signature verification runs (nothing reaches Stripe).
import Stripe from 'stripe';
import type { OrderData } from './orders-helpers';

/** The webhook secret the tests' servers are configured with. */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_secret';

export const stripeSigner = new Stripe('sk_test_signer');

let events = 0;

/**
 * A Checkout Session event for an order (completed, by default) with a new event id: the session
 * paid the order's exact amount in its currency unless `session` says otherwise.
 */
export function sessionEvent(
  order: Pick<OrderData, 'reference' | 'total' | 'currency'>,
  type = 'checkout.session.completed',
  session: Partial<Stripe.Checkout.Session> = {},
) {
  events += 1;
  return {
    id: `evt_test_${process.pid}_${events}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${order.reference}`,
        object: 'checkout.session',
        client_reference_id: order.reference,
        metadata: { reference: order.reference },
        amount_total: order.total,
        currency: order.currency.toLowerCase(),
        payment_status: 'paid',
        payment_intent: `pi_${order.reference}`,
        ...session,
      },
    },
  };
}

/** The `stripe-signature` header Stripe would send with `payload` (the exact body's bytes). */
export function signatureOf(payload: string, secret = STRIPE_TEST_WEBHOOK_SECRET): string {
  return stripeSigner.webhooks.generateTestHeaderString({ payload, secret });
}
