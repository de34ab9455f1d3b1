// Rows of the commerce tables as the API answers them: flags as booleans, the coupon's courses
// as a list; a voucher's code is never part of any view.
import type { AdminBatch, AdminCoupon, AdminVoucherProduct } from 'contracts';
import type { Selectable } from 'kysely';
import type { BatchesTable, CouponsTable, VoucherProductsTable } from '../db/schema';

export function productView(
  product: Selectable<VoucherProductsTable>,
  stock = { available: 0, reserved: 0, sold: 0, void: 0 },
): AdminVoucherProduct {
  return {
    id: product.id,
    courseSlug: product.courseSlug,
    priceInr: product.priceInr,
    priceUsd: product.priceUsd,
    active: product.active === 1,
    lowStockThreshold: product.lowStockThreshold,
    stock,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export function batchView(batch: Selectable<BatchesTable>): AdminBatch {
  return {
    id: batch.id,
    courseSlug: batch.courseSlug,
    startsOn: batch.startsOn,
    endsOn: batch.endsOn,
    schedule: batch.schedule,
    mode: batch.mode,
    city: batch.city,
    capacity: batch.capacity,
    seatsTaken: batch.seatsTaken,
    seatsLeft: Math.max(0, batch.capacity - batch.seatsTaken),
    priceInr: batch.priceInr,
    priceUsd: batch.priceUsd,
    state: batch.state,
    createdAt: batch.createdAt,
    updatedAt: batch.updatedAt,
  };
}

export function couponView(coupon: Selectable<CouponsTable>): AdminCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    currency: coupon.currency,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    maxUses: coupon.maxUses,
    used: coupon.used,
    courses: JSON.parse(coupon.courses) as string[],
    active: coupon.active === 1,
    createdAt: coupon.createdAt,
    updatedAt: coupon.updatedAt,
  };
}
