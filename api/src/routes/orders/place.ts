// Placing an order (a signed-in buyer whose e-mail address is proven). The whole placement is one
// transaction (orders/place.ts); a second submit with the same idempotency key answers the order
// the first one placed, even when the two race (the key is unique per buyer).
import { randomUUID } from 'node:crypto';
import { errors, OrderResponse, PlaceOrderBody } from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { badRequest, forbidden, say } from '../../lib/http-error';
import { langOf } from '../../lib/messages';
import { placeOrder } from '../../orders/place';
import { orderPlacedEmail } from '../../orders/emails';
import { orderView } from '../../orders/views';
import { userOf } from '../../plugins/auth';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const placeOrderRoutes: RoutePlugin = async (app) => {
  const existing = (userId: string, key: string) =>
    app.db
      .selectFrom('orders')
      .selectAll()
      .where('userId', '=', userId)
      .where('idempotencyKey', '=', key)
      .executeTakeFirst();

  app.post(
    '/orders',
    {
      schema: {
        tags: ['commerce'],
        summary:
          'Place an order: priced by the server, stock held until payment (48 h bank/UPI/PayPal, 30 min card). Send an Idempotency-Key header (or idempotencyKey) so a double submit places one order',
        security: bearer,
        body: PlaceOrderBody,
        response: { 200: OrderResponse, 201: OrderResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = userOf(request);
      const header = request.headers['idempotency-key'];
      const given = typeof header === 'string' ? header : request.body.idempotencyKey;
      if (given !== undefined && !KEY.test(given))
        throw badRequest('Idempotency-Key must be 8 to 64 letters, digits, _ or -');
      const key = given ?? randomUUID();
      const account = await app.repos.users.findById(user.id);
      if (!account?.emailVerifiedAt) throw forbidden(say('PURCHASE_EMAIL_NOT_PROVEN'));
      const before = await existing(user.id, key);
      if (before)
        return { success: true, data: await orderView(app.db, before, app.orders.emails) };
      const now = new Date();
      let order;
      try {
        order = await app.db.transaction().execute(async (trx) => {
          const placed = await placeOrder(trx, {
            userId: user.id,
            body: request.body,
            idempotencyKey: key,
            lang: langOf(request),
            now,
            commerce: app.config.commerce,
          });
          await app.outbox.queueEmail(
            trx,
            orderPlacedEmail(account.email, placed, app.orders.emails),
          );
          return placed;
        });
      } catch (error) {
        // The same key submitted twice at once: the first transaction's order is the answer.
        const raced = isUniqueViolation(error) ? await existing(user.id, key) : undefined;
        if (!raced) throw error;
        return { success: true, data: await orderView(app.db, raced, app.orders.emails) };
      }
      request.log.info({ event: 'order-placed', reference: order.reference }, 'order placed');
      return reply
        .code(201)
        .send({ success: true, data: await orderView(app.db, order, app.orders.emails) });
    },
  );
};
