// The admin home's figures, each a small query an index serves: paid orders by paid_at
// (orders_paid_idx), awaiting orders by status (orders_status_hold_idx), held payments by status
// (payments_status_idx), a product's codes by (product_id, state, expires_on) (vouchers_pick_idx),
// new enquiries by status (enquiries_status_created_idx), certificates by created_at
// (certificates_created_idx) and
// the verification chart by its per-day totals (30 rows at most).
import {
  ADMIN_HOME_VERIFICATION_DAYS,
  type LowStockProduct,
  type PaidOrdersFigure,
  type VerificationDay,
} from 'contracts';
import type { Db } from '../../db/database';
import type { CertificateVerificationsRepository } from '../../db/repositories/certificate-verifications';
import { addDays, siteDay, siteDayStart } from '../../lib/site-time';

/** Orders paid from `since` (an ISO instant) on, that stayed paid (paid or fulfilled). */
export async function paidOrders(db: Db, since: string): Promise<PaidOrdersFigure> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'currency',
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number>('total').as('amount'),
    ])
    .where('paidAt', '>=', since)
    .where('status', 'in', ['paid', 'fulfilled'])
    .groupBy('currency')
    .execute();
  const figure: PaidOrdersFigure = { count: 0, revenueInr: 0, revenueUsd: 0 };
  for (const row of rows) {
    figure.count += Number(row.n);
    if (row.currency === 'INR') figure.revenueInr += Number(row.amount);
    else figure.revenueUsd += Number(row.amount);
  }
  return figure;
}

/** Bank and UPI orders still awaiting payment whose buyer gave the transfer's reference. */
export async function awaitingConfirmation(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'awaiting_payment')
    .where('method', 'in', ['bank', 'upi'])
    .where('utr', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Payments held for review that nobody has accepted or rejected yet. */
export async function heldPayments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'held_for_review')
    .where('resolution', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Active voucher products with no more codes a reservation could take (available, not expired,
 * as the low-stock e-mail counts them) than their threshold, fewest first.
 */
export async function lowStock(db: Db, now: Date): Promise<LowStockProduct[]> {
  const products = await db
    .selectFrom('voucherProducts')
    .select(['id', 'courseSlug', 'lowStockThreshold'])
    .where('active', '=', 1)
    .execute();
  if (products.length === 0) return [];
  const counts = await db
    .selectFrom('vouchers')
    .select((eb) => ['productId', eb.fn.countAll<string | number>().as('n')])
    .where(
      'productId',
      'in',
      products.map((p) => p.id),
    )
    .where('state', '=', 'available')
    .where('expiresOn', '>=', now.toISOString().slice(0, 10))
    .groupBy('productId')
    .execute();
  const available = new Map(counts.map((row) => [row.productId, Number(row.n)]));
  return products
    .map((p) => ({
      id: p.id,
      courseSlug: p.courseSlug,
      available: available.get(p.id) ?? 0,
      threshold: Number(p.lowStockThreshold),
    }))
    .filter((p) => p.available <= p.threshold)
    .sort((a, b) => a.available - b.available || a.courseSlug.localeCompare(b.courseSlug));
}

/** Enquiries nobody has answered or settled yet (status new; indexed by status). */
export async function countNewEnquiries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Certificates issued from `since` (an ISO instant) on. */
export async function certificatesIssued(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every certificate's verifications on each of the last 30 site days, oldest first, zeros kept. */
export async function verificationDays(
  verifications: CertificateVerificationsRepository,
  now: Date,
): Promise<VerificationDay[]> {
  const today = siteDay(now);
  const first = addDays(today, -(ADMIN_HOME_VERIFICATION_DAYS - 1));
  const counts = await verifications.perDay(first, today);
  return Array.from({ length: ADMIN_HOME_VERIFICATION_DAYS }, (_, i) => {
    const day = addDays(first, i);
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** The UTC instants at which the site's today and this month began. */
export function periodStarts(now: Date): { today: string; day: string; month: string } {
  const day = siteDay(now);
  return { day, today: siteDayStart(day), month: siteDayStart(`${day.slice(0, 7)}-01`) };
}
