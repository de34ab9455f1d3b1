// Orders: what a buyer sends to place one and what the API answers about it, and the staff's
// lists, confirmations and bank statement matches. Money is integer minor units of the order's
// currency (paise for INR, cents for USD); the API prices every order itself and never reads an
// amount from the buyer.
import { Type, type Static } from 'typebox';
import { ORDER_REFERENCE_PATTERN, PAYMENT_METHODS, QUANTITY_LIMITS } from './commerce';
import { CURRENCIES, MAX_AMOUNT } from './commerce/money';
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
/** The methods staff confirm by hand; a card is confirmed by its provider's webhook only. */
export const STAFF_CONFIRM_METHODS = ['bank', 'upi', 'paypal'] as const;
export const PAYMENT_STATUSES = ['confirmed', 'held_for_review'] as const;

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

// Staff.
export const OrderEventView = Type.Object({
  kind: Type.String(),
  at: Type.String(),
  actorId: nullable('string'),
  detail: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

export const PaymentView = Type.Object({
  id: Type.String(),
  orderReference: Type.String(),
  method: StringEnum(PAYMENT_METHODS),
  transactionId: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  status: StringEnum(PAYMENT_STATUSES),
  reason: nullable('string'),
  /** Staff's decision on a held payment: fulfilled anyway, or to be returned; null while open. */
  resolution: Type.Union([StringEnum(['accepted', 'rejected'] as const), Type.Null()]),
  createdAt: Type.String(),
});
export type PaymentView = Static<typeof PaymentView>;
export const PaymentList = listResponse(PaymentView);

export const StaffOrderView = Type.Object({
  ...OrderView.properties,
  buyerEmail: Type.String(),
  timeline: Type.Array(OrderEventView),
  payments: Type.Array(PaymentView),
});
export type StaffOrderView = Static<typeof StaffOrderView>;
export const StaffOrderResponse = dataResponse(StaffOrderView);

export const StaffOrderRow = Type.Object({
  reference: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  method: StringEnum(PAYMENT_METHODS),
  currency: Type.String(),
  total: Type.Integer(),
  /** The name the order is billed to. */
  billingName: Type.String(),
  buyerEmail: Type.String(),
  createdAt: Type.String(),
});
export type StaffOrderRow = Static<typeof StaffOrderRow>;

const OrderDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD (UTC)',
});

export const StaffOrdersQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(ORDER_STATUSES)),
    /** Placed on or after this day (UTC). */
    from: Type.Optional(OrderDay),
    /** Placed on or before this day (UTC). */
    to: Type.Optional(OrderDay),
    /**
     * With `@`: the start of the buyer's e-mail. Otherwise any part of the billing name (its start
     * for one or two characters), or with a digit or a hyphen also the start of a reference; any
     * case.
     */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    /** The `next` of the previous page. */
    after: Type.Optional(Type.String({ maxLength: 120 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type StaffOrdersQuery = Static<typeof StaffOrdersQuery>;
export const StaffOrdersPage = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(StaffOrderRow),
  next: nullable('string'),
  /** The orders the filters keep, counted up to 10,000. */
  total: Type.Integer({ minimum: 0 }),
  totalCapped: Type.Boolean({
    description: 'True when more orders match than total says (it stops counting there).',
  }),
});
export type StaffOrdersPage = Static<typeof StaffOrdersPage>;

export const ConfirmPaymentBody = Type.Object(
  {
    method: StringEnum(STAFF_CONFIRM_METHODS),
    transactionId: Type.String({ minLength: 4, maxLength: 80, pattern: '^[A-Za-z0-9._/-]+$' }),
    amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT }),
  },
  { additionalProperties: false },
);
export type ConfirmPaymentBody = Static<typeof ConfirmPaymentBody>;

export const ConfirmPaymentResponse = Type.Object({
  success: Type.Boolean(),
  outcome: StringEnum(['fulfilled', 'already-recorded', 'held_for_review'] as const),
  message: Type.String(),
  data: StaffOrderView,
});

export const ReasonBody = Type.Object({ reason: line(300, 3) }, { additionalProperties: false });
export type ReasonBody = Static<typeof ReasonBody>;

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
