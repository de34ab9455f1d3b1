// The buyer's card payment: a Stripe Checkout Session for their order awaiting payment by card,
// for its exact total. The browser is sent to Stripe's page; the payment itself is confirmed by
// Stripe's signed webhook only. The order's hold is stretched to outlast the session (Stripe
// keeps a session open at least 30 minutes), so that a payment made on the page is never late.
import { CardSessionResponse, errors, OrderReferenceParams } from 'contracts';
import { conflict, notFound, say } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { HOLD_GRACE_MS, sessionExpiry } from '../../payments/stripe';
import { userOf } from '../../plugins/auth';
import { orderForViewer } from './access';

export const cardRoutes: RoutePlugin = async (app) => {
  app.post(
    '/orders/:reference/card-session',
    {
      schema: {
        tags: ['commerce'],
        summary:
          "Open Stripe's card page for my order awaiting payment by card; answers its address",
        security: bearer,
        params: OrderReferenceParams,
        response: { 200: CardSessionResponse, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const stripe = app.stripe;
      if (!stripe) throw notFound(say('ORDER_CARD_UNAVAILABLE'));
      const order = await orderForViewer(app, request, request.params.reference, {
        ownerOnly: true,
      });
      const now = new Date();
      if (order.method !== 'card') throw conflict(say('ORDER_NOT_CARD'));
      if (order.status !== 'awaiting_payment' || order.holdUntil <= now.toISOString())
        throw conflict(say('ORDER_NOT_AWAITING_PAYMENT'));
      const until = new Date(sessionExpiry(order.holdUntil, now) * 1000 + HOLD_GRACE_MS);
      const holdUntil =
        until.toISOString() > order.holdUntil ? until.toISOString() : order.holdUntil;
      if (holdUntil !== order.holdUntil) {
        const moved = await app.db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('orders')
            .set({ holdUntil, updatedAt: now.toISOString() })
            .where('id', '=', order.id)
            .where('status', '=', 'awaiting_payment')
            .executeTakeFirst();
          await trx
            .updateTable('vouchers')
            .set({ reservedUntil: holdUntil })
            .where('orderId', '=', order.id)
            .where('state', '=', 'reserved')
            .execute();
          return row.numUpdatedRows === 1n;
        });
        if (!moved) throw conflict(say('ORDER_NOT_AWAITING_PAYMENT'));
      }
      const session = await stripe.createCheckoutSession({
        order,
        buyerEmail: userOf(request).email,
        publicOrigin: app.config.publicOrigin,
        now,
      });
      request.log.info(
        { event: 'card-session', reference: order.reference, session: session.id },
        'card checkout opened',
      );
      return { success: true, data: { url: session.url } };
    },
  );
};
