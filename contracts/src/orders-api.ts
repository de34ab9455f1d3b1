// Orders: what a buyer sends to place one and what the API answers about it. Money is integer
// minor units of the order's currency (paise for INR, cents for USD); the API prices every order
// itself and never reads an amount from the buyer. The staff's lists and confirmations are in
// staff-orders-api.ts, bank statement matches in bank-statement-api.ts.
import { Type, type Static } from 'typebox';
import { ORDER_REFERENCE_PATTERN, PAYMENT_METHODS, QUANTITY_LIMITS } from './commerce';
import { CURRENCIES } from './commerce/money';
import { dataResponse, line, listResponse, nullable, StringEnum, text } from './common';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'fulfilled',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Attendee names a seat order carries, one per seat. */
const AttendeeName = line(100, 2);
const Uuid = Type.String({ format: 'uuid' });

export const OrderItem = Type.Union([
  Type.Object(
    {
      voucherProductId: Uuid,
      quantity: Type.Integer({
        minimum: QUANTITY_LIMITS.voucher.min,
        maximum: QUANTITY_LIMITS.voucher.max,
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      batchId: Uuid,
      quantity: Type.Integer({
        minimum: QUANTITY_LIMITS.seat.min,
        maximum: QUANTITY_LIMITS.seat.max,
      }),
      attendees: Type.Array(AttendeeName, { minItems: 1, maxItems: QUANTITY_LIMITS.seat.max }),
    },
    { additionalProperties: false },
  ),
]);
export type OrderItem = Static<typeof OrderItem>;

export const Billing = Type.Object(
  {
    name: line(120, 2),
    address: text(400, 5),
    /** ISO 3166 alpha-2: IN for India. */
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    /** The GST state code, required in India. */
    state: Type.Optional(Type.String({ pattern: '^\\d{2}$' })),
    gstin: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type Billing = Static<typeof Billing>;

export const PlaceOrderBody = Type.Object(
  {
    // One item per order: a voucher quantity or a batch's seats (the invoice has one line).
    items: Type.Array(OrderItem, { minItems: 1, maxItems: 1 }),
    billing: Billing,
    coupon: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    method: StringEnum(PAYMENT_METHODS),
    /** A key the checkout makes once per order (or send it as the Idempotency-Key header). */
    idempotencyKey: Type.Optional(
      Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
  },
  { additionalProperties: false },
);
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

export const OrderLineView = Type.Object({
  kind: StringEnum(['voucher', 'seat'] as const),
  courseSlug: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Integer(),
  attendees: Type.Array(Type.String()),
  batch: Type.Union([
    Type.Object({ startsOn: Type.String(), endsOn: Type.String(), schedule: Type.String() }),
    Type.Null(),
  ]),
});

export const OrderView = Type.Object({
  reference: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  method: StringEnum(PAYMENT_METHODS),
  currency: StringEnum(CURRENCIES),
  billing: Type.Object({
    name: Type.String(),
    address: Type.String(),
    country: Type.String(),
    state: nullable('string'),
    gstin: nullable('string'),
  }),
  placeOfSupply: Type.String(),
  supplyKind: StringEnum(['intra-state', 'inter-state', 'export'] as const),
  lines: Type.Array(OrderLineView),
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  taxable: Type.Integer(),
  cgst: Type.Integer(),
  sgst: Type.Integer(),
  igst: Type.Integer(),
  total: Type.Integer(),
  holdUntil: Type.String(),
  utr: nullable('string'),
  /** How to pay a bank or UPI order: the bank's details and the UPI link of the exact amount. */
  payment: Type.Union([
    Type.Object({
      upiLink: nullable('string'),
      bank: Type.Object({
        accountHolderName: Type.String(),
        accountNumber: Type.String(),
        bankName: Type.String(),
        ifscCode: Type.String(),
      }),
    }),
    Type.Null(),
  ]),
  invoiceNumber: nullable('string'),
  creditNoteNumber: nullable('string'),
  paidAt: nullable('string'),
  createdAt: Type.String(),
});
export type OrderView = Static<typeof OrderView>;
export const OrderResponse = dataResponse(OrderView);
export const OrderList = listResponse(OrderView);

export const OrderReferenceParams = Type.Object({
  reference: Type.String({ pattern: ORDER_REFERENCE_PATTERN }),
});
export type OrderReferenceParams = Static<typeof OrderReferenceParams>;

export const UtrBody = Type.Object(
  { utr: Type.String({ minLength: 6, maxLength: 35, pattern: '^[A-Za-z0-9-]+$' }) },
  { additionalProperties: false },
);
export type UtrBody = Static<typeof UtrBody>;

export const RevealedVouchers = dataResponse(
  Type.Array(Type.Object({ code: Type.String(), expiresOn: Type.String() })),
);
