// `app.orders`: what placing and paying orders need from the app (the outbox, the voucher codes'
// seal, the seller's and the site's details), and the timed job that expires orders past their
// hold. The job runs on the shared queue, so on PostgreSQL one instance runs each sweep, and
// each order's expiry is a conditional update: a sweep run twice expires an order once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireDueOrders } from '../orders/lifecycle';
import type { FulfilDeps } from '../orders/payments';

export const EXPIRE_ORDERS_JOB = 'orders.expire';

export default fp(
  async function orders(app: FastifyInstance) {
    const deps: FulfilDeps = {
      outbox: app.outbox,
      voucherCodes: app.voucherCodes,
      emails: {
        site: app.config.site,
        upiVpa: app.config.commerce.upiVpa,
        publicOrigin: app.config.publicOrigin,
      },
    };
    app.decorate('orders', deps);
    // When the app is ready, as the outbox's worker: pg-boss starts with the first worker.
    app.addHook('onReady', async () => {
      await app.jobs.work(EXPIRE_ORDERS_JOB, async () => {
        const expired = await expireDueOrders(app.db, new Date());
        if (expired > 0) app.log.info({ expired }, 'orders expired');
      });
      await app.jobs.schedule(EXPIRE_ORDERS_JOB, { everySeconds: 60 });
    });
  },
  { name: 'orders', dependencies: ['db', 'jobs', 'commerce'] },
);
