// The staff's orders (admin and sales): the list, newest first, by status and dates, searched by
// reference, billing name or buyer e-mail, paged by a keyset cursor (orders/staff-list.ts); one
// order with its timeline and payments; the payments held for review.
import {
  errors,
  OrderReferenceParams,
  PaymentList,
  StaffOrderResponse,
  StaffOrdersPage,
  StaffOrdersQuery,
} from 'contracts';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeCursor, encodeCursor, isCalendarDay } from '../../lib/list-search';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { listStaffOrders } from '../../orders/staff-list';
import { findOrder, paymentView, staffOrderView } from '../../orders/views';

export const staffOrderRoutes: RoutePlugin = async (app) => {
  app.get(
    '/commerce/orders',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Orders, newest first: by status and dates, searched by reference, name or e-mail (admin, sales)',
        security: bearer,
        querystring: StaffOrdersQuery,
        response: { 200: StaffOrdersPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { after, limit, ...filters } = request.query;
      const cursor = after === undefined ? undefined : decodeCursor(after);
      if (after !== undefined && !cursor)
        throw badRequest('after must be the next cursor of a previous page');
      for (const day of [filters.from, filters.to]) {
        if (day !== undefined && !isCalendarDay(day))
          throw badRequest(`${day} is not a day of the calendar (YYYY-MM-DD)`);
      }
      const page = await listStaffOrders(app.db, { ...filters, limit: limit ?? 50, cursor });
      return {
        success: true,
        data: page.rows.map(({ id: _id, ...row }) => row),
        next: page.next && encodeCursor(page.next.createdAt, page.next.id),
        total: page.total,
        totalCapped: page.totalCapped,
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
