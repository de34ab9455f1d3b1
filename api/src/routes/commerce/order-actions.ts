// What staff (admin, sales) do to an order, each audited in its own transaction: record a
// payment (which fulfils the order when it pays it exactly: orders/payments.ts), cancel an unpaid
// order, refund a paid one with a credit note.
import {
  ConfirmPaymentBody,
  ConfirmPaymentResponse,
  errors,
  formatMoney,
  OrderReferenceParams,
  ReasonBody,
  StaffOrderResponse,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { conflict, notFound, say } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { cancelOrder, lockOrder, refundOrder } from '../../orders/lifecycle';
import { recordPayment, type PaymentOutcome } from '../../orders/payments';
import { findOrder, staffOrderView } from '../../orders/views';
import { queueOrderCardRefunds } from '../../payments/stripe-refunds';
import { userOf } from '../../plugins/auth';

const OUTCOME_MESSAGES: Record<PaymentOutcome, string> = {
  fulfilled: 'Payment recorded: the order is fulfilled and the buyer e-mailed',
  'already-recorded': 'This payment was recorded already: nothing changed',
  held_for_review: 'Payment recorded but held for review: it does not pay this order as it stands',
};

export const orderActionRoutes: RoutePlugin = async (app) => {
  const answer = async (reference: string) => {
    const order = await findOrder(app.db, reference);
    if (!order) throw notFound('No such order');
    return staffOrderView(app.db, order, app.orders.emails);
  };

  app.post(
    '/commerce/orders/:reference/confirm',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Record a bank, UPI or PayPal payment: an exact one fulfils the order at once; a wrong amount or a late one is held for review (admin, sales)',
        security: bearer,
        params: OrderReferenceParams,
        body: ConfirmPaymentBody,
        response: { 200: ConfirmPaymentResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { reference } = request.params;
      const { method, transactionId, amount } = request.body;
      const result = await app.db.transaction().execute(async (trx) => {
        const order = await findOrder(trx, reference);
        if (!order) throw notFound('No such order');
        const recorded = await recordPayment(trx, app.orders, {
          reference,
          method,
          transactionId: transactionId.toUpperCase(),
          amount,
          currency: order.currency,
          confirmedBy: userOf(request).id,
          now: new Date(),
        });
        if (!recorded) throw notFound('No such order');
        if (recorded.outcome !== 'already-recorded') {
          await app.audit(trx, request, {
            action: 'order.payment_confirm',
            target: { type: 'order', id: order.id },
            summary: 'order.payment_confirmed',
            params: {
              reference,
              method,
              transactionId: recorded.payment.transactionId,
              amount: formatMoney({ amount, currency: order.currency }, 'en'),
              outcome: recorded.reason ? `held (${recorded.reason})` : 'fulfilled',
            },
          });
        }
        return recorded;
      });
      return {
        success: true,
        outcome: result.outcome,
        message: OUTCOME_MESSAGES[result.outcome],
        data: await answer(reference),
      };
    },
  );

  type Change = (
    trx: Db,
    request: FastifyRequest,
    reference: string,
    reason: string,
  ) => Promise<void>;
  const reasonRoute = (path: string, summary: string, change: Change) =>
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary,
          security: bearer,
          params: OrderReferenceParams,
          body: ReasonBody,
          response: { 200: StaffOrderResponse, ...errors(400, 401, 403, 404, 409) },
        },
        preHandler: app.requireSales,
      },
      async (request) => {
        const { reference } = request.params;
        const reason = request.body.reason.trim();
        await app.db.transaction().execute((trx) => change(trx, request, reference, reason));
        return { success: true, data: await answer(reference) };
      },
    );

  reasonRoute(
    '/commerce/orders/:reference/cancel',
    'Cancel an order awaiting payment: its vouchers and seats return to stock (admin, sales)',
    async (trx, request, reference, reason) => {
      const order = await lockOrder(trx, reference);
      if (!order) throw notFound('No such order');
      if (!(await cancelOrder(trx, order, userOf(request).id, reason, new Date())))
        throw conflict(
          `Only an order awaiting payment can be cancelled; this one is ${order.status}`,
        );
      await app.audit(trx, request, {
        action: 'order.cancel',
        target: { type: 'order', id: order.id },
        summary: 'order.cancelled',
        params: { reference: order.reference, reason },
      });
    },
  );

  reasonRoute(
    '/commerce/orders/:reference/refund',
    'Refund a paid order: a credit note is issued, seats return, shown voucher codes are void (admin, sales)',
    async (trx, request, reference, reason) => {
      const order = await lockOrder(trx, reference);
      if (!order) throw notFound('No such order');
      const creditNote = await refundOrder(trx, order, userOf(request).id, reason, new Date());
      if (!creditNote) throw conflict(say('ORDER_REFUND_NOT_PAID'));
      // What was paid by card goes back to the card through Stripe (queued with the refund).
      if (app.stripe) await queueOrderCardRefunds(app.jobs, trx, order.id, order.reference);
      await app.audit(trx, request, {
        action: 'order.refund',
        target: { type: 'order', id: order.id },
        summary: 'order.refunded',
        params: { reference: order.reference, creditNote, reason },
      });
    },
  );
};
