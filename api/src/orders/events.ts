// The order's timeline: one row per thing that happened to it, written in the transaction of
// the change itself, so the timeline never claims what did not happen.
import type { Db } from '../db/database';
import { newId } from '../lib/ids';

export type OrderEventKind =
  | 'placed'
  | 'utr'
  | 'payment.confirmed'
  | 'payment.held'
  | 'fulfilled'
  | 'expired'
  | 'cancelled'
  | 'refunded'
  | 'vouchers.revealed';

export async function addEvent(
  trx: Db,
  orderId: string,
  kind: OrderEventKind,
  at: Date,
  actorId: string | null,
  detail: Record<string, string | number> = {},
): Promise<void> {
  await trx
    .insertInto('orderEvents')
    .values({
      id: newId(),
      orderId,
      kind,
      actorId,
      detail: JSON.stringify(detail),
      at: at.toISOString(),
    })
    .execute();
}
