// Recording a payment, the one way an order is paid: staff confirming a bank, UPI or PayPal
// transfer, and later the card provider's webhook, call recordPayment inside their transaction.
// A payment that matches an order awaiting payment, in amount and currency, fulfils it in that
// same transaction: the voucher codes are sold, the seats (taken when the order was placed) are
// confirmed, the invoice is numbered and the e-mails are queued. Anything else (an expired,
// cancelled or already paid order, a wrong amount) is kept as held for review and fulfils
// nothing. The provider's transaction id is unique per method, so a payment reported twice is
// recorded once: the second report changes nothing and answers what the first did.
import type { Selectable } from 'kysely';
import type { VoucherCodes } from '../commerce/codes';
import type { CommerceConfig } from '../config-commerce';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { sellVouchers } from '../commerce/stock';
import type { Db } from '../db/database';
import type { OrderMethod, OrdersTable, PaymentsTable } from '../db/schema';
import { conflict, say } from '../lib/http-error';
import { newId } from '../lib/ids';
import type { Outbox } from '../outbox/outbox';
import { issueDocument, orderDocument } from './documents';
import { paymentReceivedEmail, seatsEmail, vouchersEmail, type EmailContext } from './emails';
import { addEvent } from './events';
import { lockOrder } from './lifecycle';

export interface FulfilDeps {
  outbox: Pick<Outbox, 'queueEmail'>;
  voucherCodes: VoucherCodes;
  emails: EmailContext;
  /** The seller on the invoice. */
  commerce: CommerceConfig;
}

export interface PaymentInput {
  reference: string;
  method: OrderMethod;
  transactionId: string;
  amount: number;
  currency: string;
  /** The staff member who confirmed it; null for a provider's webhook. */
  confirmedBy: string | null;
  now: Date;
}

export type PaymentOutcome = 'fulfilled' | 'already-recorded' | 'held_for_review';

export interface PaymentResult {
  outcome: PaymentOutcome;
  /** Why a payment was held: 'amount', 'currency', 'expired', 'not-awaiting-payment'. */
  reason: string | null;
  payment: Selectable<PaymentsTable>;
}

/** Why a payment for `order` cannot fulfil it, or null when it can. */
function holdReason(order: Selectable<OrdersTable>, input: PaymentInput): string | null {
  if (
    order.status === 'expired' ||
    (order.status === 'awaiting_payment' && order.holdUntil <= input.now.toISOString())
  )
    return 'expired';
  if (order.status !== 'awaiting_payment') return `order-${order.status}`;
  if (input.currency !== order.currency) return 'currency';
  if (input.amount !== order.total) return 'amount';
  return null;
}

/**
 * Records a payment against the order of `input.reference` inside `trx` and, when it pays that
 * order exactly, fulfils it. Undefined when no such order exists.
 */
export async function recordPayment(
  trx: Db,
  deps: FulfilDeps,
  input: PaymentInput,
): Promise<PaymentResult | undefined> {
  // The order's row lock (PostgreSQL) orders concurrent reports of the same order one after the
  // other; SQLite runs one write transaction at a time anyway.
  const order = await lockOrder(trx, input.reference);
  if (!order) return undefined;
  const known = await trx
    .selectFrom('payments')
    .selectAll()
    .where('method', '=', input.method)
    .where('transactionId', '=', input.transactionId)
    .executeTakeFirst();
  if (known) {
    if (known.orderId !== order.id)
      throw conflict(say('PAYMENT_TRANSACTION_OTHER_ORDER', { transaction: input.transactionId }));
    return { outcome: 'already-recorded', reason: known.reason, payment: known };
  }
  const reason = holdReason(order, input);
  const payment = await trx
    .insertInto('payments')
    .values({
      id: newId(),
      orderId: order.id,
      method: input.method,
      transactionId: input.transactionId,
      amount: input.amount,
      currency: input.currency,
      status: reason ? 'held_for_review' : 'confirmed',
      reason,
      confirmedBy: input.confirmedBy,
      createdAt: input.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const detail = {
    amount: input.amount,
    currency: input.currency,
    transactionId: input.transactionId,
  };
  if (reason) {
    await addEvent(trx, order.id, 'payment.held', input.now, input.confirmedBy, {
      ...detail,
      reason,
    });
    return { outcome: 'held_for_review', reason, payment };
  }
  await addEvent(trx, order.id, 'payment.confirmed', input.now, input.confirmedBy, detail);
  await fulfil(trx, deps, order, input.now);
  return { outcome: 'fulfilled', reason: null, payment };
}

/**
 * Fulfils the order (awaiting payment, its stock held) inside `trx`: paid, its reserved codes
 * sold, the invoice numbered and the e-mails queued. Also staff accepting a held payment.
 */
export async function fulfil(
  trx: Db,
  deps: FulfilDeps,
  order: Selectable<OrdersTable>,
  now: Date,
): Promise<string> {
  const iso = now.toISOString();
  await trx
    .updateTable('orders')
    .set({ status: 'fulfilled', paidAt: iso, updatedAt: iso })
    .where('id', '=', order.id)
    .execute();
  const paid = { ...order, status: 'fulfilled' as const, paidAt: iso };
  const invoice = await issueDocument(trx, order.id, 'invoice', now);
  const lines = await trx
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', '=', order.id)
    .execute();
  for (const line of lines) {
    if (line.kind !== 'voucher') continue;
    const sold = await sellVouchers(trx, order.id, now);
    // The codes were reserved with the order and only its expiry or cancellation frees them,
    // both of which move the order out of awaiting payment first: fewer means a broken invariant.
    if (sold.length !== line.quantity)
      throw new Error(`order ${order.reference}: ${sold.length} of ${line.quantity} codes held`);
  }
  await queueFulfilmentEmails(trx, deps, paid, invoice, now);
  await addEvent(trx, order.id, 'fulfilled', now, null, { invoice });
  return invoice;
}

/**
 * The e-mails of a fulfilled order, queued in `trx`: the receipt with the invoice attached, then
 * the voucher codes or the seat confirmation. Fulfilment sends them; staff may send them again.
 */
export async function queueFulfilmentEmails(
  trx: Db,
  deps: FulfilDeps,
  paid: Selectable<OrdersTable>,
  invoice: string,
  now: Date,
): Promise<number> {
  const { email } = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', paid.userId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', '=', paid.id)
    .execute();
  const issuedAt = (
    await trx
      .selectFrom('invoices')
      .select('issuedAt')
      .where('number', '=', invoice)
      .executeTakeFirstOrThrow()
  ).issuedAt;
  let queued = 0;
  const [first] = lines;
  if (first) {
    const issued = { number: invoice, kind: 'invoice' as const, issuedAt, reason: null };
    const document = orderDocument(paid, first, issued, undefined, deps.emails.site, deps.commerce);
    const pdf = renderInvoicePdf(document);
    await deps.outbox.queueEmail(trx, paymentReceivedEmail(email, paid, invoice, pdf, deps.emails));
    queued += 1;
  }
  for (const line of lines) {
    if (line.kind === 'voucher') {
      const codes = await trx
        .selectFrom('vouchers')
        .select(['codeSealed', 'expiresOn'])
        .where('orderId', '=', paid.id)
        .where('state', '=', 'sold')
        .orderBy('expiresOn')
        .execute();
      const open = codes.map((c) => ({
        code: deps.voucherCodes.open(c.codeSealed),
        expiresOn: c.expiresOn,
      }));
      await deps.outbox.queueEmail(trx, vouchersEmail(email, paid, line, open));
      queued += 1;
    } else if (line.batchId) {
      const batch = await trx
        .selectFrom('batches')
        .selectAll()
        .where('id', '=', line.batchId)
        .executeTakeFirstOrThrow();
      await deps.outbox.queueEmail(trx, seatsEmail(email, paid, line, batch, now));
      queued += 1;
    }
  }
  return queued;
}
