// Orders under contention: buyers racing for the last codes get distinct codes or a sold-out
// answer; two confirmations of one order at once fulfil it once; the expiry job that the queue
// runs on its schedule expires an order past its hold. Meaningful on PostgreSQL above all, where
// the transactions really run at once.
import { EXPIRE_ORDERS_JOB } from '../src/plugins/orders';
import { dialects, json, testApp, type Account, type TestApp } from './helpers';
import {
  buyer,
  call,
  openShop,
  orderOf,
  shopState,
  voucherOrder,
  type Shop,
} from './orders-helpers';

describe.each(dialects)('orders under contention (%s)', (dialect) => {
  let t: TestApp;
  let shop: Shop;
  let buyers: Account[];
  beforeAll(async () => {
    t = await testApp(dialect);
    shop = await openShop(t.app, 5);
    buyers = await Promise.all(Array.from({ length: 12 }, () => buyer(t.app)));
  });
  afterAll(async () => t.close());

  it('sells 5 codes to 12 simultaneous buyers: 5 orders with distinct codes, 7 told it is sold out', async () => {
    const answers = await Promise.all(
      buyers.map((b) => call(t.app, b, 'POST', '/orders', voucherOrder(shop.productId, 1))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(7).fill(409)]);
    const reserved = await t.app.db
      .selectFrom('vouchers')
      .select(['id', 'orderId'])
      .where('state', '=', 'reserved')
      .execute();
    expect(reserved).toHaveLength(5);
    expect(new Set(reserved.map((v) => v.orderId)).size).toBe(5);
  });

  it('fulfils an order once when two payments for it are confirmed at once', async () => {
    const [placed] = await t.app.db.selectFrom('orders').select('reference').limit(1).execute();
    const reference = placed?.reference ?? '';
    const order = orderOf(await call(t.app, shop.admin, 'GET', `/orders/${reference}`));
    const before = await shopState(t.app);
    const answers = await Promise.all(
      ['UTR1000000001', 'UTR1000000002', 'UTR1000000001'].map((transactionId) =>
        call(t.app, shop.admin, 'POST', `/commerce/orders/${reference}/confirm`, {
          method: 'bank',
          transactionId,
          amount: order.total,
        }),
      ),
    );
    const outcomes = answers.map((a) => json<{ outcome: string }>(a).outcome).sort();
    expect(outcomes).toContain('fulfilled');
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(1);
    const after = await shopState(t.app);
    expect(after.sold).toBe(before.sold + 1);
    expect(after.invoices).toBe(before.invoices + 1);
    expect(after.payments).toBe(before.payments + 2);
  });

  it('expires an order past its hold when the queue runs the expiry job', async () => {
    const [open] = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'awaiting_payment')
      .limit(1)
      .execute();
    await t.app.db
      .updateTable('orders')
      .set({ holdUntil: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', open?.id ?? '')
      .execute();
    await t.app.jobs.send(EXPIRE_ORDERS_JOB, {});
    t.app.jobs.wake();
    const until = Date.now() + 10_000;
    let status = '';
    while (Date.now() < until && status !== 'expired') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = await t.app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', open?.id ?? '')
        .executeTakeFirstOrThrow();
      status = row.status;
    }
    expect(status).toBe('expired');
  });
});
