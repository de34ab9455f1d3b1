// Stripe's webhook, the one thing that confirms a card payment. Its signature is computed over
// the exact bytes Stripe sent, so this route's scope parses JSON bodies as the raw Buffer (other
// routes keep Fastify's JSON parser) and the package's verifier checks it against
// STRIPE_WEBHOOK_SECRET. A bad or missing signature is refused with 400 and changes nothing.
// A 2xx tells Stripe to stop delivering the event: it is answered when the event is handled or
// known already; a failure while recording or fulfilling rolls back and answers 500, so that
// Stripe delivers it again.
import { errors, StripeWebhookResponse } from 'contracts';
import { Type } from 'typebox';
import { isUniqueViolation } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-error';
import type { RoutePlugin } from '../../lib/typed-routes';
import { handleCheckoutEvent, handledBefore, PAYING_EVENTS } from '../../payments/stripe-events';

const paymentRoutes: RoutePlugin = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['commerce'],
        summary:
          "Stripe's signed events (Stripe-Signature): a paid Checkout Session records the card payment and fulfils the order once",
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
        body: Type.Unsafe<Buffer>({}),
        response: { 200: StripeWebhookResponse, ...errors(400, 404, 500) },
      },
    },
    async (request) => {
      const stripe = app.stripe;
      if (!stripe) throw notFound('Card payments are not configured');
      const signature = request.headers['stripe-signature'];
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || signature === '') {
        request.log.warn({ event: 'stripe-webhook-refused' }, 'Stripe webhook without a signature');
        throw badRequest('A Stripe-Signature header and a JSON body are required');
      }
      let event;
      try {
        event = stripe.verify(raw, signature);
      } catch (error) {
        request.log.warn(
          { event: 'stripe-webhook-refused', reason: (error as Error).message.split('\n')[0] },
          'Stripe webhook with a bad signature',
        );
        throw badRequest('The Stripe signature does not match this payload');
      }
      if (!PAYING_EVENTS.has(event.type)) return { received: true, outcome: 'ignored' };
      const before = await handledBefore(app.db, event.id);
      if (before !== undefined) return { received: true, outcome: `duplicate:${before}` };
      const now = new Date();
      try {
        const result = await app.db
          .transaction()
          .execute((trx) => handleCheckoutEvent(trx, app.orders, event, now, request.log));
        request.log.info(
          { event: 'stripe-event', eventId: event.id, type: event.type, ...result },
          'Stripe event handled',
        );
        return { received: true, outcome: result.outcome };
      } catch (error) {
        // The same event delivered twice at once: the first transaction's row is the answer.
        if (isUniqueViolation(error)) {
          const first = await handledBefore(app.db, event.id);
          if (first !== undefined) return { received: true, outcome: `duplicate:${first}` };
        }
        throw error;
      }
    },
  );
};

export default paymentRoutes;
