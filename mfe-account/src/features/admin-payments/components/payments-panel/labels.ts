import { CURRENCIES, type Currency } from 'contracts';
import { statusOf } from '../../../../lib/api-helpers';
import type { adminPaymentsEn } from '../../i18n/en';

/** Why the API did not record a payment, as a text of the tab (its words are English only). */
export function whyKey(error: unknown): keyof typeof adminPaymentsEn {
  switch (statusOf(error)) {
    case 400:
      return 'confirmRefused';
    case 403:
      return 'forbidden';
    case 404:
      return 'missing';
    default:
      return 'failed';
  }
}

/** Why the API held a payment: 'amount', 'currency', 'expired' or 'order-<status>'. */
export function heldKey(reason: string | null): keyof typeof adminPaymentsEn | undefined {
  if (reason === 'amount') return 'held_amount';
  if (reason === 'currency') return 'held_currency';
  if (reason === 'expired') return 'held_expired';
  if (reason?.startsWith('order-')) return 'held_order';
  return undefined;
}

/** An amount's currency as the money formatter takes it (the API's rows type it as a string). */
export const currencyOf = (code: string): Currency =>
  (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : 'INR';
