// Orders as the API answers them: the buyer's view (with how to pay while it awaits payment),
// and the staff's, which adds the buyer's e-mail, the timeline and the payments. Voucher codes
// are never part of a view: the buyer reveals them through their own, recorded, request.
import type { OrderView, PaymentView, StaffOrderView } from 'contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OrdersTable } from '../db/schema';
import { orderUpiLink, type EmailContext } from './emails';

type Order = Selectable<OrdersTable>;

export async function findOrder(db: Db, reference: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export async function orderView(db: Db, order: Order, ctx: EmailContext): Promise<OrderView> {
  const [lines, documents] = await Promise.all([
    db
      .selectFrom('orderLines')
      .leftJoin('batches', 'batches.id', 'orderLines.batchId')
      .select([
        'orderLines.kind',
        'orderLines.courseSlug',
        'orderLines.description',
        'orderLines.quantity',
        'orderLines.unitPrice',
        'orderLines.attendees',
        'batches.startsOn',
        'batches.endsOn',
        'batches.schedule',
      ])
      .where('orderLines.orderId', '=', order.id)
      .execute(),
    db
      .selectFrom('invoices')
      .select(['number', 'kind'])
      .where('orderId', '=', order.id)
      .orderBy('issuedAt')
      .execute(),
  ]);
  const { bank } = ctx.site;
  return {
    reference: order.reference,
    status: order.status,
    method: order.method,
    currency: order.currency,
    billing: {
      name: order.billingName,
      address: order.billingAddress,
      country: order.billingCountry,
      state: order.billingState,
      gstin: order.billingGstin,
    },
    placeOfSupply: order.placeOfSupply,
    supplyKind: order.supplyKind,
    lines: lines.map((l) => ({
      kind: l.kind,
      courseSlug: l.courseSlug,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      attendees: JSON.parse(l.attendees) as string[],
      batch:
        l.startsOn && l.endsOn && l.schedule
          ? { startsOn: l.startsOn, endsOn: l.endsOn, schedule: l.schedule }
          : null,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    taxable: order.taxable,
    cgst: order.cgst,
    sgst: order.sgst,
    igst: order.igst,
    total: order.total,
    holdUntil: order.holdUntil,
    utr: order.utr,
    payment:
      order.status === 'awaiting_payment' && (order.method === 'bank' || order.method === 'upi')
        ? {
            upiLink: orderUpiLink(order, ctx),
            bank: {
              accountHolderName: bank.accountHolderName,
              accountNumber: bank.accountNumber,
              bankName: bank.bankName,
              ifscCode: bank.ifscCode,
            },
          }
        : null,
    invoiceNumber: documents.find((d) => d.kind === 'invoice')?.number ?? null,
    creditNoteNumber: documents.find((d) => d.kind === 'credit-note')?.number ?? null,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
  };
}

export async function staffOrderView(
  db: Db,
  order: Order,
  ctx: EmailContext,
): Promise<StaffOrderView> {
  const [view, buyer, events, payments] = await Promise.all([
    orderView(db, order, ctx),
    db.selectFrom('users').select('email').where('id', '=', order.userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('orderEvents')
      .select(['kind', 'at', 'actorId', 'detail'])
      .where('orderId', '=', order.id)
      .orderBy('seq')
      .orderBy('at')
      .execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where('orderId', '=', order.id)
      .orderBy('createdAt')
      .execute(),
  ]);
  return {
    ...view,
    buyerEmail: buyer.email,
    timeline: events.map((e) => ({
      kind: e.kind,
      at: e.at,
      actorId: e.actorId,
      detail: JSON.parse(e.detail) as Record<string, string | number>,
    })),
    payments: payments.map((p) => paymentView(p, order.reference)),
  };
}

export function paymentView(
  p: {
    id: string;
    method: PaymentView['method'];
    transactionId: string;
    amount: number;
    currency: string;
    status: PaymentView['status'];
    reason: string | null;
    resolution: PaymentView['resolution'];
    createdAt: string;
  },
  orderReference: string,
): PaymentView {
  return {
    id: p.id,
    orderReference,
    method: p.method,
    transactionId: p.transactionId,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    reason: p.reason,
    resolution: p.resolution,
    createdAt: p.createdAt,
  };
}
