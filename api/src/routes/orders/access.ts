// Who may see an order: its buyer, and the staff who work the orders (admin, sales). Anyone else
// is told it does not exist, so references cannot be probed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { findOrder } from '../../orders/views';
import { userOf } from '../../plugins/auth';

export const isStaff = (role: string) => role === 'admin' || role === 'sales';

export async function orderForViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
  { ownerOnly = false } = {},
): Promise<Selectable<OrdersTable>> {
  const user = userOf(request);
  const order = await findOrder(app.db, reference);
  if (!order || (order.userId !== user.id && (ownerOnly || !isStaff(user.role))))
    throw notFound('No such order');
  return order;
}
