// What staff (admin, sales) decide about a payment held for review, and sending an order's
// e-mails again; each audited in its transaction (orders/held-payments.ts has the rules).
import {
  errors,
  formatMoney,
  OrderReferenceParams,
  PaymentIdParams,
  ResendResponse,
  ResolvePaymentBody,
  ResolvePaymentResponse,
} from 'contracts';
import { notFound } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import {
  acceptHeldPayment,
  rejectHeldPayment,
  resendOrderEmails,
  type Resolved,
} from '../../orders/held-payments';
import { lockOrder } from '../../orders/lifecycle';
import { findOrder, staffOrderView } from '../../orders/views';
import { queueStripeRefund } from '../../payments/stripe-refunds';
import { userOf } from '../../plugins/auth';

const DECISIONS = {
  accepted: {
    summary:
      'Accept a held payment: the order is fulfilled anyway, its stock taken again if it expired (409 when the stock is gone) (admin, sales)',
    message: 'Payment accepted: the order is fulfilled and the buyer e-mailed',
    decide: acceptHeldPayment,
  },
  rejected: {
    summary:
      'Reject a held payment: it is marked to be returned to the buyer, with the reason (admin, sales)',
    message: 'Payment rejected: return it to the buyer',
    decide: (...args: Parameters<typeof acceptHeldPayment>) =>
      rejectHeldPayment(args[0], args[2], args[3], args[4], args[5]),
  },
} as const;

export const paymentActionRoutes: RoutePlugin = async (app) => {
  for (const resolution of ['accepted', 'rejected'] as const) {
    const { summary, message, decide } = DECISIONS[resolution];
    const verb = resolution === 'accepted' ? 'accept' : 'reject';
    app.post(
      `/commerce/payments/:id/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          security: bearer,
          params: PaymentIdParams,
          body: ResolvePaymentBody,
          response: { 200: ResolvePaymentResponse, ...errors(400, 401, 403, 404, 409) },
        },
        preHandler: app.requireSales,
      },
      async (request) => {
        const reason = request.body.reason.trim();
        const actor = userOf(request).id;
        const done: Resolved = await app.db.transaction().execute(async (trx) => {
          const result = await decide(
            trx,
            app.orders,
            request.params.id,
            actor,
            reason,
            new Date(),
          );
          const { order, payment } = result;
          // A rejected card payment goes back to the card through Stripe (queued with this).
          if (resolution === 'rejected' && app.stripe)
            await queueStripeRefund(app.jobs, trx, payment, order.reference);
          await app.audit(trx, request, {
            action: `payment.${verb}`,
            target: { type: 'order', id: order.id },
            summary: `payment.${resolution}`,
            params: {
              reference: order.reference,
              method: payment.method,
              transactionId: payment.transactionId,
              amount:
                payment.currency === 'INR' || payment.currency === 'USD'
                  ? formatMoney({ amount: payment.amount, currency: payment.currency }, 'en')
                  : `${payment.currency} ${payment.amount}`,
              reason,
            },
          });
          return result;
        });
        const order = await findOrder(app.db, done.order.reference);
        if (!order) throw notFound('No such order');
        return {
          success: true,
          resolution,
          message,
          data: await staffOrderView(app.db, order, app.orders.emails),
        };
      },
    );
  }

  app.post(
    '/commerce/orders/:reference/resend',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Send the order's e-mails again: how to pay while it awaits payment; the receipt, invoice and codes or seats once fulfilled (admin, sales)",
        security: bearer,
        params: OrderReferenceParams,
        response: { 200: ResendResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const queued = await app.db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, request.params.reference);
        if (!order) throw notFound('No such order');
        const count = await resendOrderEmails(
          trx,
          app.orders,
          order,
          userOf(request).id,
          new Date(),
        );
        await app.audit(trx, request, {
          action: 'order.resend',
          target: { type: 'order', id: order.id },
          summary: 'order.emails_resent',
          params: { reference: order.reference, count },
        });
        return count;
      });
      return { success: true, queued, message: `${queued} e-mail(s) queued again` };
    },
  );
};
