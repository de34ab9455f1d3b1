// The buyer's own orders: the list, one order, the bank's transaction reference (UTR) the buyer
// enters after a transfer, and the voucher codes of a paid order, whose every showing is recorded
// on the order's timeline.
import {
  errors,
  OrderList,
  OrderReferenceParams,
  OrderResponse,
  RevealedVouchers,
  UtrBody,
} from 'contracts';
import { conflict, say } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { addEvent } from '../../orders/events';
import { orderView } from '../../orders/views';
import { userOf } from '../../plugins/auth';
import { orderForViewer } from './access';

export const myOrderRoutes: RoutePlugin = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['commerce'],
        summary: 'My orders, the newest first (the latest 100)',
        security: bearer,
        response: { 200: OrderList, ...errors(401) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('orders')
        .selectAll()
        .where('userId', '=', userOf(request).id)
        .orderBy('createdAt', 'desc')
        .limit(100)
        .execute();
      const data = [];
      for (const row of rows) data.push(await orderView(app.db, row, app.orders.emails));
      return { success: true, data };
    },
  );

  app.get(
    '/orders/:reference',
    {
      schema: {
        tags: ['commerce'],
        summary: 'One order (its buyer, or staff), with how to pay while it awaits payment',
        security: bearer,
        params: OrderReferenceParams,
        response: { 200: OrderResponse, ...errors(400, 401, 404) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const order = await orderForViewer(app, request, request.params.reference);
      return { success: true, data: await orderView(app.db, order, app.orders.emails) };
    },
  );

  app.post(
    '/orders/:reference/utr',
    {
      schema: {
        tags: ['commerce'],
        summary:
          "Enter the bank's transaction reference (UTR) of the transfer that pays this order",
        security: bearer,
        params: OrderReferenceParams,
        body: UtrBody,
        response: { 200: OrderResponse, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const order = await orderForViewer(app, request, request.params.reference, {
        ownerOnly: true,
      });
      const utr = request.body.utr.toUpperCase();
      const now = new Date();
      const updated = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('orders')
          .set({ utr, updatedAt: nowIso() })
          .where('id', '=', order.id)
          .where('status', '=', 'awaiting_payment')
          .returningAll()
          .executeTakeFirst();
        if (!row) throw conflict(say('ORDER_UTR_CLOSED'));
        await addEvent(trx, order.id, 'utr', now, order.userId, { utr });
        return row;
      });
      return { success: true, data: await orderView(app.db, updated, app.orders.emails) };
    },
  );

  app.get(
    '/orders/:reference/vouchers',
    {
      schema: {
        tags: ['commerce'],
        summary: 'The exam voucher codes of my paid order (each showing is recorded)',
        security: bearer,
        params: OrderReferenceParams,
        response: { 200: RevealedVouchers, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const order = await orderForViewer(app, request, request.params.reference, {
        ownerOnly: true,
      });
      if (order.status !== 'fulfilled') throw conflict(say('ORDER_CODES_AFTER_PAYMENT'));
      const rows = await app.db.transaction().execute(async (trx) => {
        const codes = await trx
          .selectFrom('vouchers')
          .select(['codeSealed', 'expiresOn'])
          .where('orderId', '=', order.id)
          .where('state', '=', 'sold')
          .orderBy('expiresOn')
          .execute();
        await addEvent(trx, order.id, 'vouchers.revealed', new Date(), order.userId, {
          count: codes.length,
          ip: request.ip,
        });
        return codes;
      });
      reply.header('cache-control', 'no-store');
      return {
        success: true,
        data: rows.map((r) => ({
          code: app.voucherCodes.open(r.codeSealed),
          expiresOn: r.expiresOn,
        })),
      };
    },
  );
};
