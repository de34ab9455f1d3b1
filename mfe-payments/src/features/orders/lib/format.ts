import type { OrderStatus } from 'contracts';
import type { OrdersKey } from '../i18n/messages';

export const STATUS_KEYS: Record<OrderStatus, OrdersKey> = {
  awaiting_payment: 'statusAwaitingPayment',
  paid: 'statusPaid',
  fulfilled: 'statusFulfilled',
  expired: 'statusExpired',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
};

/** An instant in the page's language and the reader's own time zone. */
export function dateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A calendar day (YYYY-MM-DD) in the page's language, the same day wherever the reader is. */
export function day(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}
