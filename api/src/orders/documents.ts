// GST documents of an order: the next invoice or credit-note number of the financial year (one
// counter row per kind and year, raised by an upsert inside the fulfilling transaction, so the
// numbers are consecutive: a rolled-back sale gives its number back), and the document itself,
// drawn from the amounts the order was charged.
import {
  documentNumber,
  financialYear,
  isStateCode,
  type PriceBreakdown,
  type SiteConfig,
  type StateCode,
  type TaxLine,
} from 'contracts';
import type { Selectable } from 'kysely';
import type { CommerceConfig } from '../config-commerce';
import type { Db } from '../db/database';
import type { DocumentKind, OrderLinesTable, OrdersTable } from '../db/schema';
import { invoiceDocument, type InvoiceDocument } from '../invoices/document';
import { newId } from '../lib/ids';

/** Numbers the next document of `kind` in the financial year of `at` and stores it. */
export async function issueDocument(
  trx: Db,
  orderId: string,
  kind: DocumentKind,
  at: Date,
  reason: string | null = null,
): Promise<string> {
  const year = financialYear(at);
  const row = await trx
    .insertInto('documentSequences')
    .values({ kind, financialYear: year, last: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'financialYear'])
        .doUpdateSet((eb) => ({ last: eb('documentSequences.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  const number = documentNumber(kind, year, Number(row.last));
  await trx
    .insertInto('invoices')
    .values({ id: newId(), number, orderId, kind, reason, issuedAt: at.toISOString() })
    .execute();
  return number;
}

/** The breakdown the order was charged, as priceOrder gave it when the order was placed. */
export function chargedPrice(
  order: Selectable<OrdersTable>,
  line: Selectable<OrderLinesTable>,
): PriceBreakdown {
  const lines: TaxLine[] = [];
  if (order.supplyKind === 'intra-state') {
    lines.push({ name: 'CGST', rateBp: 900, amount: order.cgst });
    lines.push({ name: 'SGST', rateBp: 900, amount: order.sgst });
  } else if (order.supplyKind === 'inter-state') {
    lines.push({ name: 'IGST', rateBp: 1800, amount: order.igst });
  }
  return {
    kind: order.supplyKind,
    taxable: order.taxable,
    lines,
    tax: order.cgst + order.sgst + order.igst,
    total: order.total,
    currency: order.currency,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    subtotal: order.subtotal,
    discount: order.discount,
  };
}

export interface IssuedDocument {
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  reason: string | null;
}

export function orderDocument(
  order: Selectable<OrdersTable>,
  line: Selectable<OrderLinesTable>,
  issued: IssuedDocument,
  invoice: IssuedDocument | undefined,
  site: SiteConfig,
  commerce: CommerceConfig,
): InvoiceDocument {
  const state = order.billingState;
  return invoiceDocument({
    kind: issued.kind,
    number: issued.number,
    issuedAt: new Date(issued.issuedAt),
    orderReference: order.reference,
    corrects:
      issued.kind === 'credit-note' && invoice
        ? {
            number: invoice.number,
            issuedAt: new Date(invoice.issuedAt),
            reason: issued.reason ?? 'Refund',
          }
        : undefined,
    seller: {
      name: site.brandName,
      address: site.contact.address,
      country: 'IN',
      state: commerce.state,
      gstin: commerce.gstin,
    },
    buyer: {
      name: order.billingName,
      address: order.billingAddress,
      country: order.billingCountry,
      ...(state && isStateCode(state) ? { state: state as StateCode } : {}),
      ...(order.billingGstin ? { gstin: order.billingGstin } : {}),
    },
    description: line.description,
    price: chargedPrice(order, line),
  });
}
