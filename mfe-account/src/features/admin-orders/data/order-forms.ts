import { MAX_AMOUNT, parseDecimalAmount, STAFF_CONFIRM_METHODS, toDecimalString } from 'contracts';
import type { ConfirmPaymentBody } from '../api/orders-api';

export type ConfirmMethod = (typeof STAFF_CONFIRM_METHODS)[number];

export interface ConfirmValues {
  method: ConfirmMethod;
  transactionId: string;
  amount: string;
}

export const CONFIRM_FIELDS = ['transactionId', 'amount'] as const;
export type ConfirmField = (typeof CONFIRM_FIELDS)[number];

// The API's own rule for a transaction reference (contracts' ConfirmPaymentBody): a UTR, a UPI
// reference or a PayPal transaction ID all fit it.
const TRANSACTION_ID = /^[A-Za-z0-9._/-]{4,80}$/;

/** The form as it opens: the method the buyer chose when it is one staff confirm, the total. */
export function confirmDefaults(method: string, total: number): ConfirmValues {
  const known = (STAFF_CONFIRM_METHODS as readonly string[]).includes(method);
  const text = toDecimalString(total);
  return {
    method: known ? (method as ConfirmMethod) : 'bank',
    transactionId: '',
    amount: text.endsWith('.00') ? text.slice(0, -3) : text,
  };
}

/**
 * The request body, or which fields are wrong (as text keys). The amount is read as text into
 * whole paise (1,180.50 → 118050), never through a float.
 */
export function confirmFromForm(values: ConfirmValues): {
  problems: Partial<Record<ConfirmField, 'transactionInvalid' | 'amountInvalid'>>;
  body?: ConfirmPaymentBody;
} {
  const transactionId = values.transactionId.trim();
  const amount = parseDecimalAmount(values.amount.trim());
  const problems: Partial<Record<ConfirmField, 'transactionInvalid' | 'amountInvalid'>> = {};
  if (!TRANSACTION_ID.test(transactionId)) problems.transactionId = 'transactionInvalid';
  if (amount === undefined || amount < 1 || amount > MAX_AMOUNT) problems.amount = 'amountInvalid';
  if (Object.keys(problems).length > 0 || amount === undefined) return { problems };
  return { problems, body: { method: values.method, transactionId, amount } };
}

/** A cancellation's or refund's reason as the API takes it (3 to 300 characters), or undefined. */
export function reasonFromInput(text: string): string | undefined {
  const reason = text.trim();
  return reason.length >= 3 && reason.length <= 300 ? reason : undefined;
}
