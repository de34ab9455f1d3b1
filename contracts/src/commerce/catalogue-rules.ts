// What staff may put in the catalogue: prices, batches, coupons and imported voucher codes, as
// plain checks the API applies (and an admin screen can apply before it sends). Each check answers
// its first problem in the API's English words, or undefined. No TypeBox here.
import { COURSE_INDEX } from '../catalog/course-index';
import { isCalendarDate } from '../rules';
import type { Coupon } from './checkout-rules';
import { CURRENCIES, isAmount, MAX_AMOUNT } from './money';

export const VOUCHER_STATES = ['available', 'reserved', 'sold', 'void'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];
export const BATCH_MODES = ['online', 'classroom'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const BATCH_STATES = ['scheduled', 'cancelled'] as const;
export const COUPON_KINDS = ['percent', 'fixed'] as const;

/** Seats one batch may have. */
export const BATCH_CAPACITY_MAX = 500;
/** Uses one coupon may allow. */
export const COUPON_MAX_USES = 1_000_000;
/** A coupon's code, once normalized (normalizeCouponCode): capitals, digits and dashes. */
export const COUPON_CODE_PATTERN = '^[A-Z0-9][A-Z0-9-]{2,31}$';
/** A vendor's voucher code as imported: letters, digits and dashes, no spaces. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{5,63}$/;

const COURSE_SLUGS: ReadonlySet<string> = new Set(COURSE_INDEX.map((course) => course.slug));

/** Whether `slug` names a course of the course index. */
export function isCourseSlug(slug: string): boolean {
  return COURSE_SLUGS.has(slug);
}

/** A price: whole minor units above zero, at most MAX_AMOUNT. */
export function isPrice(value: unknown): value is number {
  return isAmount(value) && value > 0;
}

export const PRICE_MESSAGE = `must be a whole number of paise or cents, from 1 to ${MAX_AMOUNT}`;

/** A voucher code compared for uniqueness: trimmed, in capitals. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface BatchDates {
  startsOn: string;
  endsOn: string;
}

/** The dates of a batch: calendar days, the end not before the start. */
export function batchDatesProblem({ startsOn, endsOn }: BatchDates): string | undefined {
  if (!isCalendarDate(startsOn)) return 'startsOn must be a date (YYYY-MM-DD)';
  if (!isCalendarDate(endsOn)) return 'endsOn must be a date (YYYY-MM-DD)';
  if (endsOn < startsOn) return 'endsOn must not be before startsOn';
  return undefined;
}

/** A classroom batch names its city; an online one has none. */
export function batchPlaceProblem(mode: BatchMode, city: string | null): string | undefined {
  if (mode === 'classroom' && !city) return 'a classroom batch needs its city';
  if (mode === 'online' && city) return 'an online batch has no city';
  return undefined;
}

export type CouponDefinition = Omit<Coupon, 'used'>;

/** A coupon staff create: its value fits its kind, its dates and its courses are real. */
export function couponProblem(coupon: CouponDefinition): string | undefined {
  if (!new RegExp(COUPON_CODE_PATTERN).test(coupon.code))
    return 'code must be 3 to 32 capitals, digits or dashes';
  if (coupon.kind === 'percent') {
    if (!Number.isInteger(coupon.value) || coupon.value < 1 || coupon.value > 10_000)
      return 'a percent coupon takes value in basis points, from 1 to 10000 (10 % is 1000)';
    if (coupon.currency !== undefined) return 'a percent coupon has no currency';
  } else {
    if (!isPrice(coupon.value)) return `a fixed coupon's value ${PRICE_MESSAGE}`;
    if (!coupon.currency || !(CURRENCIES as readonly string[]).includes(coupon.currency))
      return `a fixed coupon needs its currency (${CURRENCIES.join(' or ')})`;
  }
  const from = Date.parse(coupon.validFrom);
  const until = Date.parse(coupon.validUntil);
  if (Number.isNaN(from) || Number.isNaN(until)) return 'validFrom and validUntil must be instants';
  if (until <= from) return 'validUntil must be after validFrom';
  if (!Number.isInteger(coupon.maxUses) || coupon.maxUses < 1 || coupon.maxUses > COUPON_MAX_USES)
    return `maxUses must be a whole number from 1 to ${COUPON_MAX_USES}`;
  const unknown = coupon.courses.filter((slug) => !isCourseSlug(slug));
  if (unknown.length > 0) return `unknown course(s): ${unknown.join(', ')}`;
  if (new Set(coupon.courses).size !== coupon.courses.length) return 'a course is listed twice';
  return undefined;
}
