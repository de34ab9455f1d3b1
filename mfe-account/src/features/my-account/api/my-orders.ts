import type { OrderView } from 'contracts';
import { http } from 'shared';

export type { OrderView };

/** GET /orders: the signed-in buyer's orders, newest first (the payments remote shows each). */
export async function fetchMyOrders(): Promise<OrderView[]> {
  const { data } = await http.get<{ success: boolean; data: OrderView[] }>('/orders');
  return Array.isArray(data.data) ? data.data : [];
}
