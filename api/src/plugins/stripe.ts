// `app.stripe`: the Stripe adapter (payments/stripe.ts) when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set, else null: then card payment is refused at checkout, the site
// configuration says so, and the card routes answer 404. Nothing is sent to Stripe at start.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StripePayments } from '../payments/stripe';

export default fp(
  async function stripe(app: FastifyInstance) {
    const settings = app.config.commerce.stripe;
    app.decorate(
      'stripe',
      settings
        ? new StripePayments({ ...settings, httpClient: app.config.testOnlyStripeHttpClient })
        : null,
    );
  },
  { name: 'stripe' },
);
