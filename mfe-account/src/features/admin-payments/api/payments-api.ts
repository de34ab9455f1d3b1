import type {
  BankStatementResponse,
  ConfirmPaymentBody,
  PaymentView,
  StaffOrderRow,
  StaffOrderView,
} from 'contracts';
import { http } from 'shared';

// The API's shapes (contracts): amounts are whole minor units of the order's currency.
export type { PaymentView, StaffOrderRow };
export type StatementResult = BankStatementResponse['data'];
export type StatementMatch = StatementResult['matched'][number];

/** An order awaiting a bank transfer or UPI payment, with the UTR its buyer gave, if any. */
export interface AwaitingOrder extends StaffOrderRow {
  holdUntil: string;
  utr: string | null;
}

const PAGE = 50;
const byHand = new Set(['bank', 'upi']);

/**
 * One page of orders awaiting payment, keeping those paid by bank transfer or UPI. The list's
 * rows carry neither the buyer's UTR nor the hold, and it cannot filter by method, so each such
 * order is read as well (at most one page of them).
 */
export async function listAwaiting(
  after: string | null,
): Promise<{ rows: AwaitingOrder[]; next: string | null }> {
  const query = new URLSearchParams({ status: 'awaiting_payment', limit: String(PAGE) });
  if (after) query.set('after', after);
  const { data } = await http.get<{ data: StaffOrderRow[]; next: string | null }>(
    `/commerce/orders?${query.toString()}`,
  );
  const rows = await Promise.all(
    data.data
      .filter((row) => byHand.has(row.method))
      .map(async (row) => {
        const { data: one } = await http.get<{ data: StaffOrderView }>(
          `/commerce/orders/${encodeURIComponent(row.reference)}`,
        );
        return { ...row, holdUntil: one.data.holdUntil, utr: one.data.utr };
      }),
  );
  return { rows, next: data.next };
}

export async function listHeld(): Promise<PaymentView[]> {
  const { data } = await http.get<{ data: PaymentView[] }>('/commerce/payments/held');
  return data.data;
}

/** Matches a statement's rows to orders; records nothing. */
export async function matchStatement(csv: string): Promise<StatementResult> {
  const { data } = await http.post<BankStatementResponse>('/commerce/payments/statement', { csv });
  return data.data;
}

export type ConfirmOutcome = 'fulfilled' | 'already-recorded' | 'held_for_review';

export async function confirmPayment(
  reference: string,
  body: ConfirmPaymentBody,
): Promise<ConfirmOutcome> {
  const { data } = await http.post<{ outcome: ConfirmOutcome }>(
    `/commerce/orders/${encodeURIComponent(reference)}/confirm`,
    body,
  );
  return data.outcome;
}
