import type { CourseOffersResponse } from 'contracts';
import { http } from 'shared';
import type { CheckoutItem, CheckoutRequest } from '../lib/checkout-item';

/** The item, or why there is none to buy. */
export type ItemResult =
  { status: 'ready'; item: CheckoutItem } | { status: 'not-found' | 'unavailable' | 'error' };

/**
 * The item from its course's public offers (GET /courses/{slug}/offers): the prices shown here
 * are for the breakdown before placing; the API prices the order again from its own catalogue.
 */
export async function getCheckoutItem(request: CheckoutRequest): Promise<ItemResult> {
  if (!request.courseSlug) return { status: 'not-found' };
  let offers;
  try {
    const { data } = await http.get<CourseOffersResponse>(
      `/courses/${encodeURIComponent(request.courseSlug)}/offers`,
    );
    offers = data.data;
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { status: status === 404 || status === 400 ? 'not-found' : 'error' };
  }
  const courseSlug = request.courseSlug;
  if (request.kind === 'voucher') {
    const voucher = offers.voucher;
    if (!voucher) return { status: 'not-found' };
    // Without the product's id an order cannot name it (an older API does not publish it).
    if (!voucher.id) return { status: 'unavailable' };
    return {
      status: 'ready',
      item: {
        kind: 'voucher',
        id: voucher.id,
        courseSlug,
        priceInr: voucher.priceInr,
        priceUsd: voucher.priceUsd,
        available: voucher.inStock,
      },
    };
  }
  const batch = offers.batches.find((b) => b.id === request.batchId);
  if (!batch) return { status: 'not-found' };
  return {
    status: 'ready',
    item: {
      kind: 'seat',
      id: batch.id,
      courseSlug,
      priceInr: batch.priceInr,
      priceUsd: batch.priceUsd,
      available: batch.seatsLeft > 0,
      batch: {
        startsOn: batch.startsOn,
        endsOn: batch.endsOn,
        schedule: batch.schedule,
        seatsLeft: batch.seatsLeft,
      },
    },
  };
}
