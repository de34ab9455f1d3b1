// What a GST tax invoice or credit note states, independent of how it is drawn: the seller and
// the buyer with their GSTINs, the place of supply, each line with its SAC, the tax split and the
// amounts in figures and in words. Built from an order's price breakdown (contracts' priceOrder),
// so the document and the charge can never disagree.
import {
  amountInWords,
  INDIAN_STATES,
  TRAINING_SAC,
  type Currency,
  type PriceBreakdown,
  type StateCode,
} from 'contracts';

export interface InvoiceParty {
  name: string;
  address: string;
  /** ISO 3166 alpha-2; IN for India. */
  country: string;
  state?: StateCode;
  gstin?: string;
}

export interface InvoiceLine {
  description: string;
  sac: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  orderReference: string;
  /** A credit note names the invoice it corrects and why. */
  corrects?: { number: string; issuedAt: Date; reason: string };
  seller: InvoiceParty & { gstin: string; state: StateCode };
  buyer: InvoiceParty;
  currency: Currency;
  lines: InvoiceLine[];
  price: PriceBreakdown;
  placeOfSupply: string;
  amountInWords: string;
  /** The statement an export of services carries instead of a tax line. */
  exportNote?: string;
}

export const EXPORT_NOTE =
  'Supply meant for export of services under LUT without payment of integrated tax (zero-rated).';

/** Where the supply takes place, as the invoice states it: the buyer's state, or abroad. */
export function placeOfSupply(buyer: InvoiceParty): string {
  if (buyer.country === 'IN' && buyer.state)
    return `${INDIAN_STATES[buyer.state]} (${buyer.state})`;
  return `Outside India (${buyer.country})`;
}

export interface InvoiceInput {
  kind?: InvoiceDocument['kind'];
  number: string;
  issuedAt: Date;
  orderReference: string;
  corrects?: InvoiceDocument['corrects'];
  seller: InvoiceDocument['seller'];
  buyer: InvoiceParty;
  description: string;
  price: PriceBreakdown;
}

/** The document of one order line: its description, quantity and the breakdown it was charged. */
export function invoiceDocument(input: InvoiceInput): InvoiceDocument {
  const { price } = input;
  return {
    kind: input.kind ?? 'invoice',
    number: input.number,
    issuedAt: input.issuedAt,
    orderReference: input.orderReference,
    corrects: input.corrects,
    seller: input.seller,
    buyer: input.buyer,
    currency: price.currency,
    lines: [
      {
        description: input.description,
        sac: TRAINING_SAC,
        quantity: price.quantity,
        unitPrice: price.unitPrice,
        amount: price.subtotal,
      },
    ],
    price,
    placeOfSupply: placeOfSupply(input.buyer),
    amountInWords: amountInWords(price.total, price.currency),
    exportNote: price.kind === 'export' ? EXPORT_NOTE : undefined,
  };
}
