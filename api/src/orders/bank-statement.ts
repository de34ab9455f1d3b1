// A bank statement as staff download it from the bank (CSV: date, narration, amount, utr), matched
// to orders: a row matches when its narration names an order awaiting payment (by its reference,
// however the bank spaced it) and its amount is that order's total to the paisa. Nothing is
// recorded here: a person confirms the matched rows, one request each, which records them as
// payments.
import {
  findOrderReference,
  parseDecimalAmount,
  rowsToRecords,
  type StatementUnmatched,
} from 'contracts';
import type { Db } from '../db/database';
import { readUploadedCsv } from '../lib/csv-dialect';
import { badRequest } from '../lib/http-error';

export const STATEMENT_COLUMNS = ['date', 'narration', 'amount', 'utr'] as const;
const REQUIRED = ['narration', 'amount', 'utr'];
export const MAX_STATEMENT_ROWS = 5_000;

export interface StatementMatch {
  row: number;
  orderReference: string;
  amount: number;
  transactionId: string;
}

export interface StatementResult {
  matched: StatementMatch[];
  unmatched: StatementUnmatched[];
}

/** The English words of a mismatch, for logs and scripts (the page says it from `why`). */
function reasonOf(u: Omit<StatementUnmatched, 'row' | 'reason'>): string {
  switch (u.why) {
    case 'no-reference':
      return 'no order reference in the narration';
    case 'bad-amount':
      return `the amount "${u.cell ?? ''}" is not an amount`;
    case 'bad-utr':
      return 'the utr column does not hold a transaction reference';
    case 'no-order':
      return `no order ${u.reference}`;
    case 'order-not-awaiting':
      return `order ${u.reference} is ${u.status}`;
    case 'order-currency':
      return `order ${u.reference} is charged in ${u.currency}`;
    case 'amount-differs':
      return `order ${u.reference} is for ${u.orderAmount} paise, the row for ${u.rowAmount}`;
    case 'matched-earlier':
      return `order ${u.reference} is matched by an earlier row`;
  }
}

function statementRows(csv: string): Array<Record<string, string>> {
  const cells = readUploadedCsv(csv);
  const header = (cells[0] ?? []).map((name) => name.trim().toLowerCase());
  const unknown = header.filter((name) => !(STATEMENT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw badRequest({
      code: 'STATEMENT_UNKNOWN_COLUMNS',
      params: { columns: unknown.join(', ') },
    });
  const missing = REQUIRED.filter((name) => !header.includes(name));
  if (missing.length > 0)
    throw badRequest({
      code: 'STATEMENT_MISSING_COLUMNS',
      params: { columns: missing.join(', ') },
    });
  const rows = rowsToRecords([header, ...cells.slice(1)]);
  if (rows.length === 0) throw badRequest({ code: 'STATEMENT_EMPTY' });
  if (rows.length > MAX_STATEMENT_ROWS)
    throw badRequest({ code: 'STATEMENT_TOO_MANY_ROWS', params: { max: MAX_STATEMENT_ROWS } });
  return rows;
}

export async function matchStatement(db: Db, csv: string): Promise<StatementResult> {
  const rows = statementRows(csv);
  const result: StatementResult = { matched: [], unmatched: [] };
  const claimed = new Set<string>();
  for (const [index, record] of rows.entries()) {
    const row = index + 1;
    const unmatched = (u: Omit<StatementUnmatched, 'row' | 'reason'>) =>
      result.unmatched.push({ row, ...u, reason: reasonOf(u) });
    const reference = findOrderReference(record.narration ?? '');
    const amount = parseDecimalAmount(record.amount ?? '');
    const utr = (record.utr ?? '').trim().toUpperCase();
    if (!reference) {
      unmatched({ why: 'no-reference' });
      continue;
    }
    if (amount === undefined) {
      unmatched({ why: 'bad-amount', cell: record.amount ?? '' });
      continue;
    }
    if (!/^[A-Z0-9._/-]{4,80}$/.test(utr)) {
      unmatched({ why: 'bad-utr' });
      continue;
    }
    const order = await db
      .selectFrom('orders')
      .select(['reference', 'status', 'total', 'currency'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!order) unmatched({ why: 'no-order', reference });
    else if (order.status !== 'awaiting_payment')
      unmatched({ why: 'order-not-awaiting', reference, status: order.status });
    else if (order.currency !== 'INR')
      unmatched({ why: 'order-currency', reference, currency: order.currency });
    else if (order.total !== amount)
      unmatched({
        why: 'amount-differs',
        reference,
        orderAmount: order.total,
        rowAmount: amount,
      });
    else if (claimed.has(reference)) unmatched({ why: 'matched-earlier', reference });
    else {
      claimed.add(reference);
      result.matched.push({ row, orderReference: reference, amount, transactionId: utr });
    }
  }
  return result;
}
