import type {
  ConfirmPaymentBody,
  OrderStatus,
  ResendResponse,
  StaffOrderRow,
  StaffOrdersPage,
  StaffOrderView,
} from 'contracts';
import { http } from 'shared';
import type { Paged } from '../../../lib/api-helpers';

// The API's shapes (contracts): amounts are whole minor units of the order's currency.
export type { ConfirmPaymentBody, OrderStatus, StaffOrderRow, StaffOrderView };

/** What the list is filtered by: a status, and a reference (or its start) or a buyer's e-mail. */
export interface OrdersFilter {
  status: OrderStatus | '';
  q: string;
}

export const ORDERS_PAGE_SIZE = 20;

const base = (reference: string) => `/commerce/orders/${encodeURIComponent(reference)}`;

/**
 * GET /commerce/orders: page `page`, newest first, starting at `after` (the cursor the page
 * before it answered). The query is written into the address, so that what is asked for is what
 * a reader of the request sees. The total is counted up to 10,000 (`totalCapped` past it).
 */
export async function listOrders(
  filter: OrdersFilter,
  page: number,
  after?: string,
): Promise<Paged<StaffOrderRow>> {
  const query = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE) });
  if (filter.status) query.set('status', filter.status);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (after) query.set('after', after);
  const { data } = await http.get<StaffOrdersPage>(`/commerce/orders?${query.toString()}`);
  return {
    rows: data.data,
    total: data.total,
    totalCapped: data.totalCapped,
    page,
    pageSize: ORDERS_PAGE_SIZE,
    nextCursor: data.next,
  };
}

export async function getOrder(reference: string): Promise<StaffOrderView> {
  const { data } = await http.get<{ data: StaffOrderView }>(base(reference));
  return data.data;
}

export type ConfirmOutcome = 'fulfilled' | 'already-recorded' | 'held_for_review';

/** Records a payment staff received: an exact one fulfils the order; another is held for review. */
export async function confirmPayment(
  reference: string,
  body: ConfirmPaymentBody,
): Promise<{ outcome: ConfirmOutcome; order: StaffOrderView }> {
  const { data } = await http.post<{ outcome: ConfirmOutcome; data: StaffOrderView }>(
    `${base(reference)}/confirm`,
    body,
  );
  return { outcome: data.outcome, order: data.data };
}

export async function cancelOrder(reference: string, reason: string): Promise<StaffOrderView> {
  const { data } = await http.post<{ data: StaffOrderView }>(`${base(reference)}/cancel`, {
    reason,
  });
  return data.data;
}

export async function refundOrder(reference: string, reason: string): Promise<StaffOrderView> {
  const { data } = await http.post<{ data: StaffOrderView }>(`${base(reference)}/refund`, {
    reason,
  });
  return data.data;
}

/** Queues the order's e-mails again (409 for an order neither awaiting payment nor fulfilled). */
export async function resendEmails(reference: string): Promise<number> {
  const { data } = await http.post<ResendResponse>(`${base(reference)}/resend`);
  return data.queued;
}

export type OrderDocument = 'invoice' | 'credit-note';

/** An order's GST document as a PDF (fetched with the bearer token a plain link would lack). */
export async function fetchDocument(reference: string, kind: OrderDocument): Promise<Blob> {
  const { data } = await http.get<Blob>(`/orders/${encodeURIComponent(reference)}/${kind}`, {
    responseType: 'blob',
  });
  return data;
}
