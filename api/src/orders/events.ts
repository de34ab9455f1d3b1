// The order's timeline: one row per thing that happened to it, written in the transaction of
// the change itself, so the timeline never claims what did not happen.
import type { Db } from '../db/database';
import { newId } from '../lib/ids';

export type OrderEventKind =
  | 'placed'
  | 'utr'
  | 'payment.confirmed'
  | 'payment.held'
  | 'payment.accepted'
  | 'payment.rejected'
  | 'payment.card-refunded'
  | 'emails.resent'
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
  const last = await trx
    .selectFrom('orderEvents')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  await trx
    .insertInto('orderEvents')
    .values({
      id: newId(),
      orderId,
      seq: Number(last?.seq ?? 0) + 1,
      kind,
      actorId,
      detail: JSON.stringify(detail),
      at: at.toISOString(),
    })
    .execute();
}
