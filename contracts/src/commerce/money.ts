// Money is an integer count of the currency's smallest unit everywhere: paise for INR, cents
// for USD. Nothing here takes or returns a float amount; percentages are basis points (18 % is
// 1800) so that every rate is an integer too.
import type { Lang } from '../languages';

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount in minor units (paise, cents) and its currency. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Amounts above this (₹1 crore) are refused: no order of the site comes near it. */
export const MAX_AMOUNT = 1_000_000_000;

/** A whole, non-negative number of minor units no larger than MAX_AMOUNT. */
export function isAmount(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT
  );
}

/**
 * `amount` × `basisPoints` / 10,000, rounded to the nearest minor unit with a half rounded up
 * (₹0.005 becomes ₹0.01). Done in BigInt so that no step passes through a float.
 */
export function applyRate(amount: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError('applyRate takes whole minor units and whole basis points');
  }
  const product = BigInt(amount) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(((magnitude + 5_000n) / 10_000n) * sign);
}

/** The locale an amount is written in on a page of `lang`: Indian grouping for English and Hindi. */
export function moneyLocale(lang: Lang): string {
  switch (lang) {
    case 'en':
      return 'en-IN';
    case 'hi':
      return 'hi-IN';
    default:
      return lang;
  }
}

/** `amount` in the page's language: ₹1,23,456.50 on an English page, € style grouping on a French one. */
export function formatMoney({ amount, currency }: Money, lang: Lang): string {
  return new Intl.NumberFormat(moneyLocale(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
}

/** Minor units written as a decimal with two places (`123456` → `1234.56`), for UPI and CSVs. */
export function toDecimalString(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError('toDecimalString takes whole, non-negative minor units');
  }
  const whole = Math.floor(amount / 100);
  const fraction = String(amount % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * A decimal amount as a bank statement or a form writes it (`1,234.5`, `1234.50`, `₹ 1,234`)
 * in minor units, or undefined when it is not one. Parsed as text, never through a float.
 */
export function parseDecimalAmount(text: string): number | undefined {
  const cleaned = text.replace(/[₹$,\s]|INR|USD|Rs\.?/gi, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const amount = whole * 100 + fraction;
  return isAmount(amount) ? amount : undefined;
}
