// `app.stripe`: the Stripe adapter (payments/stripe.ts) when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set, else null: then card payment is refused at checkout, the site
// configuration says so, and the card routes answer 404. Nothing is sent to Stripe at start.
// With the keys, it also works the queue's card refunds.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StripePayments } from '../payments/stripe';
import {
  runStripeRefund,
  STRIPE_REFUND_JOB,
  type StripeRefundJob,
} from '../payments/stripe-refunds';

export default fp(
  async function stripe(app: FastifyInstance) {
    const settings = app.config.commerce.stripe;
    const payments = settings
      ? new StripePayments({ ...settings, httpClient: app.config.testOnlyStripeHttpClient })
      : null;
    app.decorate('stripe', payments);
    if (!payments) return;
    // Card refunds queued by staff's decisions (payments/stripe-refunds.ts), sent once ready.
    app.addHook('onReady', async () => {
      await app.jobs.work<StripeRefundJob>(STRIPE_REFUND_JOB, async (job) => {
        await runStripeRefund(app.db, payments, job.data);
        app.log.info({ reference: job.data.reference }, 'card payment refunded at Stripe');
      });
    });
  },
  { name: 'stripe', dependencies: ['db', 'jobs'] },
);
