// A bank statement checked against the orders: the CSV staff upload, the rows that match an order
// awaiting payment, and why each other row matches none. Kept apart from the orders' own schemas
// because its answer is a report of rows, not an order.
import { Type, type Static } from 'typebox';
import { StringEnum } from './common';

export const BankStatementBody = Type.Object(
  { csv: Type.String({ minLength: 1, maxLength: 2_000_000 }) },
  { additionalProperties: false },
);
export type BankStatementBody = Static<typeof BankStatementBody>;

export const StatementMatch = Type.Object({
  row: Type.Integer(),
  orderReference: Type.String(),
  amount: Type.Integer(),
  transactionId: Type.String(),
});
/**
 * Why a statement's row matches no order: the page says it in its language from `why` and the
 * row's values (`reference`, the order's `status` and `currency`, the two amounts in paise, the
 * cell as written); `reason` says it in English for logs and scripts.
 */
export const STATEMENT_MISMATCHES = [
  'no-reference',
  'bad-amount',
  'bad-utr',
  'no-order',
  'order-not-awaiting',
  'order-currency',
  'amount-differs',
  'matched-earlier',
] as const;
export type StatementMismatch = (typeof STATEMENT_MISMATCHES)[number];
export const StatementUnmatched = Type.Object({
  row: Type.Integer(),
  why: StringEnum(STATEMENT_MISMATCHES),
  reason: Type.String(),
  reference: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  orderAmount: Type.Optional(Type.Integer()),
  rowAmount: Type.Optional(Type.Integer()),
  cell: Type.Optional(Type.String()),
});
export type StatementUnmatched = Static<typeof StatementUnmatched>;
export const BankStatementResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    matched: Type.Array(StatementMatch),
    unmatched: Type.Array(StatementUnmatched),
  }),
});
export type BankStatementResponse = Static<typeof BankStatementResponse>;
