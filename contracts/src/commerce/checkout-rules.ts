// What a buyer may order and what it costs: the quantities, how long an unpaid order holds its
// stock, coupons, and the price breakdown the checkout shows and the API charges (the API
// computes it again from its own prices; the browser's figures are never trusted).
import { supplyKind, taxOn, type BuyerPlace, type TaxBreakdown } from './gst';
import type { StateCode } from './gstin';
import { applyRate, type Currency } from './money';

export type ProductKind = 'voucher' | 'seat';

/** How many of one item one order may hold. */
export const QUANTITY_LIMITS: Record<ProductKind, { min: number; max: number }> = {
  voucher: { min: 1, max: 10 },
  seat: { min: 1, max: 5 },
};

export const PAYMENT_METHODS = ['bank', 'upi', 'card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How long an unpaid order keeps its vouchers or seats before it expires, by how it is paid. */
export const HOLD_MINUTES: Record<PaymentMethod, number> = {
  card: 30,
  bank: 48 * 60,
  upi: 48 * 60,
  paypal: 48 * 60,
};

export function isQuantityAllowed(kind: ProductKind, quantity: number): boolean {
  const { min, max } = QUANTITY_LIMITS[kind];
  return Number.isInteger(quantity) && quantity >= min && quantity <= max;
}

export interface Coupon {
  code: string;
  /** `percent`: `value` in basis points (10 % is 1000); `fixed`: `value` in minor units. */
  kind: 'percent' | 'fixed';
  value: number;
  currency?: Currency;
  /** ISO-8601 instants; the coupon applies from `validFrom` until before `validUntil`. */
  validFrom: string;
  validUntil: string;
  /** How many orders may use it in all; `used` counts the paid and the held ones. */
  maxUses: number;
  used: number;
  /** The course slugs it applies to; empty for every course. */
  courses: readonly string[];
}

export type CouponProblem = 'not-yet-valid' | 'expired' | 'used-up' | 'not-applicable';

/** Coupon codes are compared in capitals without spaces. */
export function normalizeCouponCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function checkCoupon(
  coupon: Coupon,
  { at, courseSlug, currency }: { at: Date; courseSlug: string; currency: Currency },
): CouponProblem | undefined {
  const now = at.getTime();
  if (now < Date.parse(coupon.validFrom)) return 'not-yet-valid';
  if (now >= Date.parse(coupon.validUntil)) return 'expired';
  if (coupon.used >= coupon.maxUses) return 'used-up';
  if (coupon.courses.length > 0 && !coupon.courses.includes(courseSlug)) return 'not-applicable';
  if (coupon.kind === 'fixed' && coupon.currency !== currency) return 'not-applicable';
  return undefined;
}

/** The discount a coupon gives on a subtotal: never more than the subtotal itself. */
export function couponDiscount(coupon: Coupon, subtotal: number): number {
  const discount = coupon.kind === 'percent' ? applyRate(subtotal, coupon.value) : coupon.value;
  return Math.min(Math.max(discount, 0), subtotal);
}

export interface PriceInput {
  unitPrice: number;
  quantity: number;
  currency: Currency;
  coupon?: Coupon;
  sellerState: StateCode;
  buyer: BuyerPlace;
}

export interface PriceBreakdown extends TaxBreakdown {
  currency: Currency;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  discount: number;
}

/**
 * The order's price: unit price × quantity, less the coupon, then the tax on what remains
 * (a discount given at the sale lowers the taxable value). Catalogue prices exclude GST.
 */
export function priceOrder(input: PriceInput): PriceBreakdown {
  const subtotal = input.unitPrice * input.quantity;
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const taxed = taxOn(subtotal - discount, supplyKind(input.sellerState, input.buyer));
  return {
    ...taxed,
    currency: input.currency,
    unitPrice: input.unitPrice,
    quantity: input.quantity,
    subtotal,
    discount,
  };
}
