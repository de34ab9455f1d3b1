// The API's refusals of an order, as texts of the page's language. Most carry no code of their
// own yet (the API answers them in English), so they are told apart by status and their words.
import type { CheckoutKey } from '../i18n/messages';
import type { FieldId } from './checkout-values';

export interface OrderRefusal {
  key: CheckoutKey;
  /** The field the refusal is about, marked and focused like a field's own error. */
  field?: FieldId;
  /** The API's own words when it said them in the page's language (a coded message). */
  text?: string;
}

// Codes that say nothing more than 'refused': the English words after them are matched instead.
const GENERIC = new Set(['BAD_REQUEST', 'NOT_FOUND', 'INTERNAL_ERROR', 'INVALID_REQUEST']);

const BY_WORDS: Array<[RegExp, OrderRefusal]> = [
  [/^Sold out/i, { key: 'apiSoldOut', field: 'quantity' }],
  [/^Unknown coupon/i, { key: 'apiCouponUnknown', field: 'coupon' }],
  [/coupon has expired/i, { key: 'apiCouponExpired', field: 'coupon' }],
  [/coupon is not valid yet/i, { key: 'apiCouponNotYet', field: 'coupon' }],
  [/coupon has been used up/i, { key: 'apiCouponUsedUp', field: 'coupon' }],
  [/coupon does not apply/i, { key: 'apiCouponNotApplicable', field: 'coupon' }],
  [/GSTIN.*check character/i, { key: 'errGstinChecksum', field: 'gstin' }],
  [/GSTIN.*unknown state/i, { key: 'errGstinState', field: 'gstin' }],
  [/GSTIN.*another state/i, { key: 'errGstinOtherState', field: 'gstin' }],
  [/GSTIN is for a buyer in India/i, { key: 'errGstinIndiaOnly', field: 'gstin' }],
  [/GSTIN/i, { key: 'errGstinFormat', field: 'gstin' }],
  [/UPI takes rupees/i, { key: 'apiUpiRupees' }],
  [/Card payment is not available/i, { key: 'apiCardOff' }],
  [/not on sale|not open for booking/i, { key: 'apiNotOnSale' }],
  [/quantity|must be <= |must be >= |attendee/i, { key: 'apiQuantity', field: 'quantity' }],
];

export function orderRefusal(error: unknown): OrderRefusal {
  const failure = (error ?? {}) as { code?: string; message?: string; status?: number };
  if (failure.code === 'PURCHASE_EMAIL_NOT_PROVEN') return { key: 'apiEmailNotProven' };
  const message = failure.message ?? '';
  for (const [words, refusal] of BY_WORDS) if (words.test(message)) return refusal;
  if (failure.status === 409) return { key: 'apiSoldOut', field: 'quantity' };
  if (failure.code && !GENERIC.has(failure.code) && message)
    return { key: 'apiFailed', text: message };
  return { key: 'apiFailed' };
}
