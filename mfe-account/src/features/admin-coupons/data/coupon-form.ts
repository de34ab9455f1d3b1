import {
  COUPON_CODE_PATTERN,
  COUPON_MAX_USES,
  isCourseSlug,
  normalizeCouponCode,
  parseDecimalAmount,
  type Currency,
} from 'contracts';
import { priceFromInput, wholeFromInput } from '../../../lib/money-input';
import type { CreateCouponBody } from '../api/coupons-api';

export interface CouponValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  currency: Currency;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  courses: string;
}

export const FIELDS = ['code', 'value', 'validFrom', 'validUntil', 'maxUses', 'courses'] as const;
export type CouponField = (typeof FIELDS)[number];

/** What is wrong with a field, as a text key of the tab and its values. */
export type Problem = {
  key:
    | 'codeInvalid'
    | 'percentInvalid'
    | 'amountInvalid'
    | 'dateRequired'
    | 'untilBeforeFrom'
    | 'maxUsesInvalid'
    | 'coursesUnknown'
    | 'coursesTwice';
  vars?: Record<string, string | number>;
};

/**
 * A percentage typed as text (`12.5`) in basis points (1250): contracts' decimal parser counts
 * hundredths, which for a percentage are basis points, so no float is involved.
 */
export function basisPointsFromInput(text: string): number | undefined {
  const cleaned = text.trim().replace(/\s*%$/, '');
  if (/[^\d.]/.test(cleaned)) return undefined;
  const points = parseDecimalAmount(cleaned);
  return points !== undefined && points >= 1 && points <= 10_000 ? points : undefined;
}

/** A `datetime-local` value (the browser's zone) as the instant the API takes. */
function instantOf(local: string): string | undefined {
  const time = new Date(local).getTime();
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : undefined;
}

/** The form's problems by field, or the body to send when it has none. */
export function couponFromForm(values: CouponValues): {
  problems: Partial<Record<CouponField, Problem>>;
  body?: CreateCouponBody;
} {
  const problems: Partial<Record<CouponField, Problem>> = {};
  const code = normalizeCouponCode(values.code);
  if (!new RegExp(COUPON_CODE_PATTERN).test(code)) problems.code = { key: 'codeInvalid' };
  const value =
    values.kind === 'percent' ? basisPointsFromInput(values.value) : priceFromInput(values.value);
  if (value === undefined)
    problems.value = { key: values.kind === 'percent' ? 'percentInvalid' : 'amountInvalid' };
  const validFrom = instantOf(values.validFrom);
  const validUntil = instantOf(values.validUntil);
  if (!validFrom) problems.validFrom = { key: 'dateRequired' };
  if (!validUntil) problems.validUntil = { key: 'dateRequired' };
  else if (validFrom && validUntil <= validFrom) problems.validUntil = { key: 'untilBeforeFrom' };
  const maxUses = wholeFromInput(values.maxUses, 1, COUPON_MAX_USES);
  if (maxUses === undefined)
    problems.maxUses = { key: 'maxUsesInvalid', vars: { max: COUPON_MAX_USES } };
  const courses = values.courses
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean);
  const unknown = courses.filter((slug) => !isCourseSlug(slug));
  if (unknown.length)
    problems.courses = { key: 'coursesUnknown', vars: { slugs: unknown.join(', ') } };
  else if (new Set(courses).size !== courses.length) problems.courses = { key: 'coursesTwice' };
  if (
    Object.keys(problems).length ||
    value === undefined ||
    maxUses === undefined ||
    !validFrom ||
    !validUntil
  ) {
    return { problems };
  }
  return {
    problems,
    body: {
      code,
      kind: values.kind,
      value,
      ...(values.kind === 'fixed' ? { currency: values.currency } : {}),
      validFrom,
      validUntil,
      maxUses,
      ...(courses.length ? { courses } : {}),
    },
  };
}
