import type { OfferedBatch } from 'contracts';

/** What the checkout sells: a course's exam voucher or seats in one of its batches. */
export interface CheckoutItem {
  kind: 'voucher' | 'seat';
  /** The voucher product's or the batch's id, as the order names it. */
  id: string;
  courseSlug: string;
  /** The course's name as the course page showed it (its link's state), when it came from there. */
  courseTitle?: string;
  priceInr: number;
  priceUsd: number;
  available: boolean;
  batch?: Pick<OfferedBatch, 'startsOn' | 'endsOn' | 'schedule' | 'seatsLeft'>;
}

/** What the address asks for: `?voucher=<course>` or `?batch=<id>&course=<course>`. */
export type CheckoutRequest =
  | { kind: 'voucher'; courseSlug: string }
  | { kind: 'seat'; batchId: string; courseSlug: string | null };

export function readCheckoutRequest(search: string): CheckoutRequest | null {
  const query = new URLSearchParams(search);
  const voucher = query.get('voucher');
  const batch = query.get('batch');
  if (voucher) return { kind: 'voucher', courseSlug: voucher };
  if (batch) return { kind: 'seat', batchId: batch, courseSlug: query.get('course') };
  return null;
}
