// Orders as staff see them: the list with its filters, one order with its timeline and payments,
// and the confirmations and reasons staff send. Apart from the buyer's side (orders-api.ts),
// which every checkout loads.
import { Type, type Static } from 'typebox';
import { PAYMENT_METHODS } from './commerce';
import { MAX_AMOUNT } from './commerce/money';
import { dataResponse, line, listResponse, nullable, StringEnum } from './common';
import { ORDER_STATUSES, OrderView } from './orders-api';

/** The methods staff confirm by hand; a card is confirmed by its provider's webhook only. */
export const STAFF_CONFIRM_METHODS = ['bank', 'upi', 'paypal'] as const;
export const PAYMENT_STATUSES = ['confirmed', 'held_for_review'] as const;

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
