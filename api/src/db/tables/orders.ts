// Orders (migration 0016): the order with its price breakdown in minor units, its lines, its
// timeline, the payments recorded against it and its GST documents. Instants are ISO-8601 UTC.
import type { Generated } from 'kysely';

export type OrderStatus =
  'awaiting_payment' | 'paid' | 'fulfilled' | 'expired' | 'cancelled' | 'refunded';
export type OrderMethod = 'bank' | 'upi' | 'card' | 'paypal';
export type PaymentStatus = 'confirmed' | 'held_for_review';
export type DocumentKind = 'invoice' | 'credit-note';

export interface OrdersTable {
  id: string;
  reference: string;
  userId: string;
  status: OrderStatus;
  method: OrderMethod;
  currency: 'INR' | 'USD';
  billingName: string;
  billingAddress: string;
  /** The GST state code in India; null abroad. */
  billingState: string | null;
  /** ISO 3166 alpha-2. */
  billingCountry: string;
  billingGstin: string | null;
  supplyKind: 'intra-state' | 'inter-state' | 'export';
  placeOfSupply: string;
  couponId: string | null;
  subtotal: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  holdUntil: string;
  lang: string;
  utr: string | null;
  idempotencyKey: string;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderLinesTable {
  id: string;
  orderId: string;
  kind: 'voucher' | 'seat';
  productId: string | null;
  batchId: string | null;
  courseSlug: string;
  description: string;
  quantity: number;
  unitPrice: number;
  /** JSON list of attendee names. */
  attendees: Generated<string>;
}

export interface OrderEventsTable {
  id: string;
  orderId: string;
  seq: number;
  kind: string;
  actorId: string | null;
  /** JSON object. */
  detail: Generated<string>;
  at: string;
}

export interface PaymentsTable {
  id: string;
  orderId: string;
  method: OrderMethod;
  transactionId: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  reason: string | null;
  confirmedBy: string | null;
  createdAt: string;
  /** Staff's decision on a held payment (migration 0017): fulfilled anyway, or to be returned. */
  resolution: Generated<PaymentResolution | null>;
  resolvedBy: Generated<string | null>;
  resolvedAt: Generated<string | null>;
  resolutionNote: Generated<string | null>;
}

export type PaymentResolution = 'accepted' | 'rejected';

/** A Stripe webhook event handled once (migration 0017), whatever its outcome. */
export interface StripeEventsTable {
  id: string;
  type: string;
  receivedAt: string;
  orderReference: string | null;
  outcome: string;
}

export interface DocumentSequencesTable {
  kind: DocumentKind;
  financialYear: string;
  last: number;
}

export interface InvoicesTable {
  id: string;
  number: string;
  orderId: string;
  kind: DocumentKind;
  reason: string | null;
  issuedAt: string;
}
