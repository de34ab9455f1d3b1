// Staff's decision on a held payment (accepted: the order is fulfilled anyway, its stock taken
// again when it had expired; rejected: to be returned), sending an order's e-mails again, each
// audited and closed to buyers; and sales members held to two-step sign-in as admins are.
import { expireDueOrders } from '../src/orders/lifecycle';
import { dialects, json, mailTo, testApp, type Account, type TestApp } from './helpers';
import { buyer, call, openShop, orderOf, voucherOrder, type Shop } from './orders-helpers';

interface Decided {
  resolution: string;
  data: { status: string; payments: Array<{ id: string; resolution: string | null }> };
}

describe.each(dialects)('held payments and resent e-mails (%s)', (dialect) => {
  let t: TestApp;
  let shop: Shop;
  let asha: Account;
  let sales: Account;
  const place = async (who: Account, quantity: number) =>
    orderOf(await call(t.app, who, 'POST', '/orders', voucherOrder(shop.productId, quantity)));
  const hold = async (reference: string, amount: number, transactionId: string) => {
    const res = await call(t.app, sales, 'POST', `/commerce/orders/${reference}/confirm`, {
      method: 'bank',
      transactionId,
      amount,
    });
    const body = json<Decided & { outcome: string }>(res);
    expect(body.outcome).toBe('held_for_review');
    return body.data.payments.find((p) => p.resolution === null)?.id ?? '';
  };
  const audited = async (action: string) =>
    (await t.app.db.selectFrom('auditEvents').select('seq').where('action', '=', action).execute())
      .length;

  beforeAll(async () => {
    t = await testApp(dialect);
    shop = await openShop(t.app, 3);
    asha = await buyer(t.app);
    sales = await buyer(t.app, 'sales');
  });
  afterAll(async () => t.close());

  it('accepts a held payment by fulfilling the order, once, and refuses a buyer', async () => {
    const order = await place(asha, 1);
    const id = await hold(order.reference, order.total - 500, 'UTR0000000101');
    const path = `/commerce/payments/${id}/accept`;
    expect((await call(t.app, asha, 'POST', path, { reason: 'Bank fee' })).statusCode).toBe(403);
    const res = await call(t.app, sales, 'POST', path, { reason: 'Bank fee deducted' });
    expect(res.statusCode).toBe(200);
    const body = json<Decided>(res);
    expect(body.resolution).toBe('accepted');
    expect(body.data.status).toBe('fulfilled');
    expect((await call(t.app, sales, 'POST', path, { reason: 'Again' })).statusCode).toBe(409);
    expect(await audited('payment.accept')).toBe(1);
    const codes = (await mailTo(t.app, asha.email)).filter((m) =>
      /^Subject: .*voucher codes/im.test(m.raw),
    );
    expect(codes).toHaveLength(1);

    expect(
      (await call(t.app, asha, 'POST', `/commerce/orders/${order.reference}/resend`)).statusCode,
    ).toBe(403);
    const resend = await call(t.app, sales, 'POST', `/commerce/orders/${order.reference}/resend`);
    expect(resend.statusCode).toBe(200);
    expect(json<{ queued: number }>(resend).queued).toBe(2);
    const again = (await mailTo(t.app, asha.email)).filter((m) =>
      /^Subject: .*voucher codes/im.test(m.raw),
    );
    expect(again).toHaveLength(2);
    expect(await audited('order.resend')).toBe(1);
  });

  it('refuses to accept a late payment once the stock is gone, and rejects it to be returned', async () => {
    const late = await place(asha, 2);
    expect(await expireDueOrders(t.app.db, new Date(Date.now() + 49 * 3_600_000))).toBe(1);
    const id = await hold(late.reference, late.total, 'UTR0000000102');
    const other = await buyer(t.app);
    await place(other, 2);
    const accept = await call(t.app, sales, 'POST', `/commerce/payments/${id}/accept`, {
      reason: 'Paid in time',
    });
    expect(accept.statusCode).toBe(409);
    expect(json<{ message: string }>(accept).message).toMatch(/no longer in stock/);
    expect(
      (await call(t.app, asha, 'POST', `/commerce/payments/${id}/reject`, { reason: 'Late' }))
        .statusCode,
    ).toBe(403);
    const reject = await call(t.app, sales, 'POST', `/commerce/payments/${id}/reject`, {
      reason: 'Sold out after expiry',
    });
    expect(reject.statusCode).toBe(200);
    expect(json<Decided>(reject).data.payments).toMatchObject([{ resolution: 'rejected' }]);
    expect(await audited('payment.reject')).toBe(1);
    const held = await call(t.app, sales, 'GET', '/commerce/payments/held');
    expect(json<{ data: unknown[] }>(held).data).toEqual([]);
    const resend = await call(t.app, sales, 'POST', `/commerce/orders/${late.reference}/resend`);
    expect(resend.statusCode).toBe(409);
  });
});

describe('two-step sign-in for sales', () => {
  it('refuses a sales member without a second factor on a staff order route when the site requires it', async () => {
    const t = await testApp('sqlite', { ADMIN_REQUIRE_MFA: 'true' });
    try {
      const sales = await buyer(t.app, 'sales');
      const res = await call(t.app, sales, 'GET', '/commerce/orders');
      expect(res.statusCode).toBe(403);
      expect(json<{ code: string }>(res).code).toBe('MFA_ENROLMENT_REQUIRED');
      const status = await call(t.app, sales, 'GET', '/users/me/mfa');
      expect(json<{ required: boolean }>(status).required).toBe(true);
    } finally {
      await t.close();
    }
  });
});
