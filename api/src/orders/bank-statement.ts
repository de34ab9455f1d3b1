// A bank statement as staff download it from the bank (CSV: date, narration, amount, utr), matched
// to orders: a row matches when its narration names an order awaiting payment (by its reference,
// however the bank spaced it) and its amount is that order's total to the paisa. Nothing is
// recorded here: a person confirms the matched rows, one request each, which records them as
// payments.
import { findOrderReference, parseDecimalAmount, rowsToRecords } from 'contracts';
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
  unmatched: Array<{ row: number; reason: string }>;
}

function statementRows(csv: string): Array<Record<string, string>> {
  const cells = readUploadedCsv(csv);
  const header = (cells[0] ?? []).map((name) => name.trim().toLowerCase());
  const unknown = header.filter((name) => !(STATEMENT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw badRequest(
      `The statement has unknown column(s): ${unknown.join(', ')}. Allowed: ${STATEMENT_COLUMNS.join(', ')}`,
    );
  const missing = REQUIRED.filter((name) => !header.includes(name));
  if (missing.length > 0)
    throw badRequest(`The statement lacks the column(s): ${missing.join(', ')}`);
  const rows = rowsToRecords([header, ...cells.slice(1)]);
  if (rows.length === 0) throw badRequest('The statement has no rows');
  if (rows.length > MAX_STATEMENT_ROWS)
    throw badRequest(`The statement has more than ${MAX_STATEMENT_ROWS} rows: split it`);
  return rows;
}

export async function matchStatement(db: Db, csv: string): Promise<StatementResult> {
  const rows = statementRows(csv);
  const result: StatementResult = { matched: [], unmatched: [] };
  const claimed = new Set<string>();
  for (const [index, record] of rows.entries()) {
    const row = index + 1;
    const unmatched = (reason: string) => result.unmatched.push({ row, reason });
    const reference = findOrderReference(record.narration ?? '');
    const amount = parseDecimalAmount(record.amount ?? '');
    const utr = (record.utr ?? '').trim().toUpperCase();
    if (!reference) {
      unmatched('no order reference in the narration');
      continue;
    }
    if (amount === undefined) {
      unmatched(`the amount "${record.amount ?? ''}" is not an amount`);
      continue;
    }
    if (!/^[A-Z0-9._/-]{4,80}$/.test(utr)) {
      unmatched('the utr column does not hold a transaction reference');
      continue;
    }
    const order = await db
      .selectFrom('orders')
      .select(['reference', 'status', 'total', 'currency'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!order) unmatched(`no order ${reference}`);
    else if (order.status !== 'awaiting_payment')
      unmatched(`order ${reference} is ${order.status}`);
    else if (order.currency !== 'INR')
      unmatched(`order ${reference} is charged in ${order.currency}`);
    else if (order.total !== amount)
      unmatched(`order ${reference} is for ${order.total} paise, the row for ${amount}`);
    else if (claimed.has(reference)) unmatched(`order ${reference} is matched by an earlier row`);
    else {
      claimed.add(reference);
      result.matched.push({ row, orderReference: reference, amount, transactionId: utr });
    }
  }
  return result;
}
