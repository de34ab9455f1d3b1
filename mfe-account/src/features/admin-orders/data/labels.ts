import { CURRENCIES, type Currency } from 'contracts';
import type { adminOrdersEn } from '../i18n/en';

type Key = keyof typeof adminOrdersEn;

/** The order's currency as the money formatter takes it (the list's rows type it as a string). */
export function currencyOf(code: string): Currency {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : 'INR';
}

const METHODS: Record<string, Key> = { bank: 'bank', upi: 'upi', card: 'card', paypal: 'paypal' };

/** A payment method's name; an unknown one (a newer API) is shown as the API wrote it. */
export function methodKey(method: string): Key | undefined {
  return METHODS[method];
}

const EVENTS: Record<string, Key> = {
  placed: 'event_placed',
  utr: 'event_utr',
  'payment.confirmed': 'event_payment_confirmed',
  'payment.held': 'event_payment_held',
  'payment.accepted': 'event_payment_accepted',
  'payment.rejected': 'event_payment_rejected',
  'payment.card-refunded': 'event_payment_card_refunded',
  'emails.resent': 'event_emails_resent',
  fulfilled: 'event_fulfilled',
  expired: 'event_expired',
  cancelled: 'event_cancelled',
  refunded: 'event_refunded',
  'vouchers.revealed': 'event_vouchers_revealed',
};

export function eventKey(kind: string): Key | undefined {
  return EVENTS[kind];
}

/** Why the API held a payment: 'amount', 'currency', 'expired' or 'order-<status>'. */
export function heldKey(reason: string | null): Key | undefined {
  if (reason === 'amount') return 'held_amount';
  if (reason === 'currency') return 'held_currency';
  if (reason === 'expired') return 'held_expired';
  if (reason?.startsWith('order-')) return 'held_order';
  return undefined;
}
