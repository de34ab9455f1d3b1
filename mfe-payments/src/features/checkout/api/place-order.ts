import type { OrderView, PlaceOrderBody } from 'contracts';
import { http } from 'shared';

/**
 * POST /orders. The key goes in the Idempotency-Key header as well as the body: a retry of the
 * same checkout answers the order the first request placed.
 */
export async function placeOrder(body: PlaceOrderBody): Promise<OrderView> {
  const { data } = await http.post<{ success: boolean; data: OrderView }>('/orders', body, {
    headers: body.idempotencyKey ? { 'Idempotency-Key': body.idempotencyKey } : {},
  });
  return data.data;
}
