// The staff's orders (admin and sales): the list, newest first, by status and searched by
// reference or buyer e-mail, paged by a keyset cursor (the index on created_at, id keeps every
// page as fast as the first); one order with its timeline and payments; the payments held for
// review.
import {
  errors,
  OrderReferenceParams,
  PaymentList,
  StaffOrderResponse,
  StaffOrdersPage,
  StaffOrdersQuery,
} from 'contracts';
import { badRequest, notFound } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { findOrder, paymentView, staffOrderView } from '../../orders/views';

const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)))
    throw badRequest('after must be the next cursor of a previous page');
  return { createdAt, id };
}

export const staffOrderRoutes: RoutePlugin = async (app) => {
  app.get(
    '/commerce/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first: by status, searched by reference or e-mail (admin, sales)',
        security: bearer,
        querystring: StaffOrdersQuery,
        response: { 200: StaffOrdersPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { status, q, after } = request.query;
      const limit = request.query.limit ?? 50;
      let query = app.db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.userId')
        .select([
          'orders.id',
          'orders.reference',
          'orders.status',
          'orders.method',
          'orders.currency',
          'orders.total',
          'orders.createdAt',
          'users.email as buyerEmail',
        ])
        .orderBy('orders.createdAt', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(limit + 1);
      if (status) query = query.where('orders.status', '=', status);
      if (q) {
        const term = q.trim();
        query = term.includes('@')
          ? query.where('users.email', '=', term.toLowerCase())
          : query.where('orders.reference', 'like', `${term.toUpperCase().replace(/[%_]/g, '')}%`);
      }
      if (after) {
        const cursor = decodeCursor(after);
        // A row-value comparison: PostgreSQL seeks the index to the cursor with it, where the
        // equivalent `a < x or (a = x and b < y)` made it read from the newest order down
        // (95,104 rows read for a page 95 % down 100,000 orders; 51 this way). SQLite takes both.
        query = query.where((eb) =>
          eb(
            eb.refTuple('orders.createdAt', 'orders.id'),
            '<',
            eb.tuple(cursor.createdAt, cursor.id),
          ),
        );
      }
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        success: true,
        data: page.map(({ id: _id, ...row }) => row),
        next: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },
  );

  app.get(
    '/commerce/orders/:reference',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with its timeline and payments (admin, sales)',
        security: bearer,
        params: OrderReferenceParams,
        response: { 200: StaffOrderResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.reference);
      if (!order) throw notFound('No such order');
      return { success: true, data: await staffOrderView(app.db, order, app.orders.emails) };
    },
  );

  app.get(
    '/commerce/payments/held',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Payments held for review and not yet accepted or rejected (wrong amount, late, or for an order not awaiting payment)',
        security: bearer,
        response: { 200: PaymentList, ...errors(401, 403) },
      },
      preHandler: app.requireSales,
    },
    async () => {
      const rows = await app.db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.orderId')
        .selectAll('payments')
        .select('orders.reference')
        .where('payments.status', '=', 'held_for_review')
        .where('payments.resolution', 'is', null)
        .orderBy('payments.createdAt', 'desc')
        .limit(200)
        .execute();
      return { success: true, data: rows.map((row) => paymentView(row, row.reference)) };
    },
  );
};
