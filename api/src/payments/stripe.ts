// Card payments on Stripe's hosted Checkout page, through the official package. The server
// creates the session for the order's exact total; the browser is only sent there. The payment
// is confirmed by Stripe's signed webhook alone (routes/payments), verified here with the
// package's own verifier against the endpoint's signing secret.
import Stripe from 'stripe';
import { isLang } from 'contracts';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../db/schema';

type Order = Selectable<OrdersTable>;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Replaces the package's HTTP client: tests record the request instead of reaching Stripe. */
  httpClient?: Stripe.HttpClient | undefined;
}

export interface CheckoutInput {
  order: Order;
  buyerEmail: string;
  /** The site's public origin, where Stripe sends the buyer back. */
  publicOrigin: string;
  now: Date;
}

/** Stripe refuses a session that expires sooner than 30 minutes or later than 24 hours ahead. */
const MIN_AHEAD_MS = 31 * 60_000;
const MAX_AHEAD_MS = 24 * 3_600_000 - 60_000;
/**
 * How long the order's hold outlasts its session: a payment finished just before the page
 * closes reaches us by webhook a little later and must not be judged late.
 */
export const HOLD_GRACE_MS = 10 * 60_000;

/** When the order's session closes (epoch seconds): its hold's end, within Stripe's bounds. */
export function sessionExpiry(holdUntil: string, now: Date): number {
  const at = Math.min(
    Math.max(Date.parse(holdUntil), now.getTime() + MIN_AHEAD_MS),
    now.getTime() + MAX_AHEAD_MS,
  );
  return Math.floor(at / 1000);
}

/** The order's page on the site, in the language it was placed in (English has no prefix). */
export function orderPageUrl(origin: string, order: Pick<Order, 'reference' | 'lang'>): string {
  const prefix = isLang(order.lang) && order.lang !== 'en' ? `/${order.lang}` : '';
  return `${origin}${prefix}/orders/${encodeURIComponent(order.reference)}`;
}

export function checkoutParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const { order } = input;
  const page = orderPageUrl(input.publicOrigin, order);
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          // Stripe's amounts are the currency's minor unit, as ours are (paise, cents).
          currency: order.currency.toLowerCase(),
          unit_amount: order.total,
          product_data: { name: `Order ${order.reference}` },
        },
      },
    ],
    client_reference_id: order.reference,
    metadata: { reference: order.reference },
    payment_intent_data: { metadata: { reference: order.reference } },
    customer_email: input.buyerEmail,
    success_url: `${page}?checkout=done`,
    cancel_url: `${page}?checkout=cancelled`,
    expires_at: sessionExpiry(order.holdUntil, input.now),
  };
}

export class StripePayments {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      // No latency metrics sent to Stripe with later requests.
      telemetry: false,
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
    });
  }

  /** A Checkout Session for the order; the address of its page. */
  async createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const params = checkoutParams(input);
    const session = await this.stripe.checkout.sessions.create(params, {
      // A retry of the same request (a lost answer) makes no second session.
      idempotencyKey: `checkout-${input.order.reference}-${params.expires_at}`,
    });
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  /**
   * Returns `amount` of a card payment (its PaymentIntent) to the card. The key makes a retry of
   * the same refund (a lost answer, a job run again) return Stripe's first refund, not a second.
   */
  async refund(input: {
    paymentIntent: string;
    amount: number;
    reference: string;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string | null }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.paymentIntent,
        amount: input.amount,
        metadata: { reference: input.reference },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id, status: refund.status };
  }

  /** The event of a webhook request, or a thrown StripeSignatureVerificationError. */
  verify(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}

export { Stripe };
