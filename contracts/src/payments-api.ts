// Card payments on Stripe's hosted page, the provider's webhook, and the staff's decision on a
// payment held for review (accepted: the order is fulfilled anyway; rejected: the money is to be
// returned), plus sending an order's e-mails again.
import { Type, type Static } from 'typebox';
import { line, StringEnum } from './common';
import { StaffOrderView } from './staff-orders-api';

/** What staff decided about a held payment. */
export const PAYMENT_RESOLUTIONS = ['accepted', 'rejected'] as const;
export type PaymentResolution = (typeof PAYMENT_RESOLUTIONS)[number];

/** Where the buyer's browser goes to pay the order by card. */
export const CardSessionResponse = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({ url: Type.String() }),
});
export type CardSessionResponse = Static<typeof CardSessionResponse>;

/** What the webhook answers Stripe: a 2xx tells it to stop delivering the event. */
export const StripeWebhookResponse = Type.Object({
  received: Type.Boolean(),
  outcome: Type.String(),
});
export type StripeWebhookResponse = Static<typeof StripeWebhookResponse>;

export const PaymentIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type PaymentIdParams = Static<typeof PaymentIdParams>;

/** Accepting or rejecting a held payment: why (kept on the payment and in the audit log). */
export const ResolvePaymentBody = Type.Object(
  { reason: line(300, 3) },
  { additionalProperties: false },
);
export type ResolvePaymentBody = Static<typeof ResolvePaymentBody>;

export const ResolvePaymentResponse = Type.Object({
  success: Type.Boolean(),
  resolution: StringEnum(PAYMENT_RESOLUTIONS),
  message: Type.String(),
  data: StaffOrderView,
});
export type ResolvePaymentResponse = Static<typeof ResolvePaymentResponse>;

export const ResendResponse = Type.Object({
  success: Type.Boolean(),
  /** How many e-mails were queued again. */
  queued: Type.Integer(),
  message: Type.String(),
});
export type ResendResponse = Static<typeof ResendResponse>;
