// Card payments through Stripe, with no request reaching Stripe: the Checkout Session's request is
// recorded by an injected HTTP client, and the webhook's payloads are signed with the package's
// own test-header helper, so the real signature verification runs. A paid session fulfils its
// order once however often and in whatever order its events arrive; a late or wrong payment is
// held; a bad signature changes nothing; a failure inside fulfilment answers 500 and Stripe's
// retry then succeeds.
import Stripe from 'stripe';
import { expireDueOrders } from '../src/orders/lifecycle';
import { dialects, json, mailTo, testApp, type Account, type TestApp } from './helpers';
import {
  buyer,
  call,
  openShop,
  shopState,
  voucherOrder,
  orderOf,
  type Shop,
} from './orders-helpers';
import {
  sessionEvent,
  signatureOf,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeSigner,
} from './stripe-helpers';

const SECRET = STRIPE_TEST_WEBHOOK_SECRET;
const signer = stripeSigner;

interface Recorded {
  host: string;
  path: string;
  method: string;
  headers: object;
  data: string;
}

function recordingClient(requests: Recorded[]): Stripe.HttpClient {
  return {
    getClientName: () => 'recording',
    makeRequest: async (host, _port, path, method, headers, data) => {
      requests.push({ host, path, method, headers, data });
      const body =
        path === '/v1/refunds'
          ? { id: `re_test_${requests.length}`, object: 'refund', status: 'succeeded' }
          : {
              id: 'cs_test_123',
              object: 'checkout.session',
              url: 'https://checkout.stripe.com/c/pay/cs_test_123',
            };
      return {
        getStatusCode: () => 200,
        getHeaders: () => ({ 'request-id': 'req_test' }),
        getRawResponse: () => ({}),
        toStream: () => null,
        toJSON: async () => body,
      };
    },
  };
}

const deliver = (t: TestApp, event: object, signature?: string) => {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signatureOf(payload),
    },
    payload,
  });
};

describe('card payments without the Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(async () => t.close());

  it('says card is off and answers 404 on the card routes', async () => {
    const config = json<{ commerce: { cardPayments: boolean } }>(
      await t.app.inject({ method: 'GET', url: '/api/site-config' }),
    );
    expect(config.commerce.cardPayments).toBe(false);
    const asha = await buyer(t.app);
    const session = await call(t.app, asha, 'POST', '/orders/SB-ORD-7K3P-9QXA/card-session');
    expect(session.statusCode).toBe(404);
    expect(json<{ message: string }>(session).message).toMatch(/card payment is not available/i);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});

describe.each(dialects)('card payments through Stripe (%s)', (dialect) => {
  let t: TestApp;
  let shop: Shop;
  let asha: Account;
  const requests: Recorded[] = [];
  const placeCard = async (quantity = 1) => {
    const res = await call(
      t.app,
      asha,
      'POST',
      '/orders',
      voucherOrder(shop.productId, quantity, { method: 'card' }),
    );
    expect(res.statusCode).toBe(201);
    return orderOf(res);
  };
  const paymentsOf = (reference: string) =>
    t.app.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select(['payments.status', 'payments.reason', 'orders.status as orderStatus'])
      .where('orders.reference', '=', reference)
      .execute();

  beforeAll(async () => {
    t = await testApp(
      dialect,
      {
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: SECRET,
        PUBLIC_ORIGIN: 'https://shop.example',
      },
      { testOnlyStripeHttpClient: recordingClient(requests) },
    );
    shop = await openShop(t.app, 8);
    asha = await buyer(t.app);
  });
  afterAll(async () => t.close());

  it('builds the Checkout Session for the exact total, back to the order page, and says card is on', async () => {
    const config = json<{ commerce: { cardPayments: boolean } }>(
      await t.app.inject({ method: 'GET', url: '/api/site-config' }),
    );
    expect(config.commerce.cardPayments).toBe(true);
    const order = await placeCard();
    const res = await call(t.app, asha, 'POST', `/orders/${order.reference}/card-session`);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { url: string } }>(res).data.url).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_123',
    );
    const [sent] = requests;
    expect(sent).toMatchObject({
      host: 'api.stripe.com',
      method: 'POST',
      path: '/v1/checkout/sessions',
    });
    const form = new URLSearchParams(sent?.data);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(order.total));
    expect(form.get('line_items[0][price_data][currency]')).toBe('inr');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('client_reference_id')).toBe(order.reference);
    expect(form.get('metadata[reference]')).toBe(order.reference);
    expect(form.get('customer_email')).toBe(asha.email);
    expect(form.get('success_url')).toBe(
      `https://shop.example/orders/${order.reference}?checkout=done`,
    );
    expect(form.get('cancel_url')).toBe(
      `https://shop.example/orders/${order.reference}?checkout=cancelled`,
    );
    const expiresAt = Number(form.get('expires_at')) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThan(24 * 3_600_000);
    // The hold outlasts the session, so a payment made on Stripe's page is never late.
    const held = await t.app.db
      .selectFrom('orders')
      .select('holdUntil')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(Date.parse(held.holdUntil)).toBeGreaterThan(expiresAt);

    const other = await buyer(t.app);
    expect(
      (await call(t.app, other, 'POST', `/orders/${order.reference}/card-session`)).statusCode,
    ).toBe(404);
    const bank = await call(t.app, asha, 'POST', '/orders', voucherOrder(shop.productId, 1));
    const bankRes = await call(
      t.app,
      asha,
      'POST',
      `/orders/${orderOf(bank).reference}/card-session`,
    );
    expect(bankRes.statusCode).toBe(409);
    await call(t.app, shop.admin, 'POST', `/commerce/orders/${orderOf(bank).reference}/cancel`, {
      reason: 'Test',
    });
  });

  it('fulfils once for a paid session however often and in whatever order its events come', async () => {
    const order = await placeCard(2);
    const early = sessionEvent(order, 'checkout.session.async_payment_succeeded');
    const first = await deliver(t, early);
    expect(first.statusCode).toBe(200);
    expect(json<{ outcome: string }>(first).outcome).toBe('fulfilled');
    const again = await deliver(t, early);
    expect(again.statusCode).toBe(200);
    expect(json<{ outcome: string }>(again).outcome).toBe('duplicate:fulfilled');
    const completed = await deliver(t, sessionEvent(order));
    expect(json<{ outcome: string }>(completed).outcome).toBe('already-recorded');
    expect(await paymentsOf(order.reference)).toEqual([
      { status: 'confirmed', reason: null, orderStatus: 'fulfilled' },
    ]);
    const mails = await mailTo(t.app, asha.email);
    expect(
      mails.filter(
        (m) => m.raw.includes(order.reference) && /^Subject: .*voucher codes/im.test(m.raw),
      ),
    ).toHaveLength(1);
    const view = orderOf(await call(t.app, asha, 'GET', `/orders/${order.reference}`));
    expect(view.invoiceNumber).toMatch(/^SB\/\d\d-\d\d\/\d{6}$/);
    const ignored = await deliver(t, { ...sessionEvent(order), type: 'payment_intent.created' });
    expect(json<{ outcome: string }>(ignored).outcome).toBe('ignored');
  });

  it('holds a wrong amount and a late payment for review, and keeps an unknown order without a retry', async () => {
    const wrong = await placeCard();
    const res = await deliver(t, sessionEvent(wrong, undefined, { amount_total: wrong.total - 1 }));
    expect(json<{ outcome: string }>(res).outcome).toBe('held_for_review:amount');
    expect(await paymentsOf(wrong.reference)).toEqual([
      { status: 'held_for_review', reason: 'amount', orderStatus: 'awaiting_payment' },
    ]);

    const late = await placeCard();
    expect(
      await expireDueOrders(t.app.db, new Date(Date.now() + 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    const lateRes = await deliver(t, sessionEvent(late));
    expect(json<{ outcome: string }>(lateRes).outcome).toBe('held_for_review:expired');
    expect(await paymentsOf(late.reference)).toEqual([
      { status: 'held_for_review', reason: 'expired', orderStatus: 'expired' },
    ]);

    const unknown = await deliver(t, sessionEvent({ ...late, reference: 'SB-ORD-AAAA-BBBB' }));
    expect(unknown.statusCode).toBe(200);
    expect(json<{ outcome: string }>(unknown).outcome).toBe('unknown-order');
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const order = await placeCard();
    const before = await shopState(t.app);
    const event = sessionEvent(order);
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_other',
    });
    for (const signature of [forged, 't=1,v1=deadbeef']) {
      const res = await deliver(t, event, signature);
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string }>(res).message).toMatch(/signature/i);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect(await shopState(t.app)).toEqual(before);
    expect(
      await t.app.db.selectFrom('stripeEvents').select('id').where('id', '=', event.id).execute(),
    ).toEqual([]);
    // Other routes still parse JSON bodies.
    expect(
      (await call(t.app, asha, 'POST', `/orders/${order.reference}/utr`, { utr: 'UTR123456' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 500 when fulfilment fails, recording nothing, and the retry then fulfils', async () => {
    const order = await placeCard();
    const before = await shopState(t.app);
    const event = sessionEvent(order);
    const spy = jest
      .spyOn(t.app.outbox, 'queueEmail')
      .mockRejectedValueOnce(new Error('disk full'));
    const failed = await deliver(t, event);
    spy.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(await shopState(t.app)).toEqual(before);
    expect(
      await t.app.db.selectFrom('stripeEvents').select('id').where('id', '=', event.id).execute(),
    ).toEqual([]);
    const retried = await deliver(t, event);
    expect(retried.statusCode).toBe(200);
    expect(json<{ outcome: string }>(retried).outcome).toBe('fulfilled');
    expect(await paymentsOf(order.reference)).toEqual([
      { status: 'confirmed', reason: null, orderStatus: 'fulfilled' },
    ]);
  });

  it("returns a refunded card order's payment, and a rejected held card payment, to the card through Stripe once each", async () => {
    const until = async (check: () => Promise<boolean>) => {
      const end = Date.now() + 20_000;
      while (!(await check())) {
        if (Date.now() > end) throw new Error('timed out waiting for the refund job');
        t.app.jobs.wake();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const refundsSent = () => requests.filter((r) => r.path === '/v1/refunds');
    const timelineRefunds = (reference: string) =>
      t.app.db
        .selectFrom('orderEvents')
        .innerJoin('orders', 'orders.id', 'orderEvents.orderId')
        .select('orderEvents.detail')
        .where('orders.reference', '=', reference)
        .where('orderEvents.kind', '=', 'payment.card-refunded')
        .execute();
    const before = refundsSent().length;

    const order = await placeCard();
    expect(json<{ outcome: string }>(await deliver(t, sessionEvent(order))).outcome).toBe(
      'fulfilled',
    );
    // Nothing goes to Stripe until staff refund the order.
    expect(refundsSent()).toHaveLength(before);
    const refunded = await call(
      t.app,
      shop.admin,
      'POST',
      `/commerce/orders/${order.reference}/refund`,
      { reason: 'The buyer cannot sit the exam' },
    );
    expect(refunded.statusCode).toBe(200);
    await until(async () => (await timelineRefunds(order.reference)).length === 1);
    const [sent] = refundsSent().slice(before);
    expect(sent).toMatchObject({ host: 'api.stripe.com', method: 'POST' });
    const form = new URLSearchParams(sent?.data);
    expect(form.get('payment_intent')).toBe(`pi_${order.reference}`);
    expect(form.get('amount')).toBe(String(order.total));
    expect(form.get('metadata[reference]')).toBe(order.reference);
    const payment = await t.app.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select('payments.id')
      .where('orders.reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    // Stripe makes one refund of a retried request with the same key.
    expect(sent?.headers).toMatchObject({ 'Idempotency-Key': `refund-${payment.id}` });
    expect(JSON.parse((await timelineRefunds(order.reference))[0]!.detail)).toMatchObject({
      amount: order.total,
      currency: 'INR',
    });

    // A held card payment of the wrong amount, rejected: that amount goes back.
    const wrong = await placeCard();
    await deliver(t, sessionEvent(wrong, undefined, { amount_total: wrong.total - 100 }));
    const held = await t.app.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select('payments.id')
      .where('orders.reference', '=', wrong.reference)
      .executeTakeFirstOrThrow();
    const rejected = await call(t.app, shop.admin, 'POST', `/commerce/payments/${held.id}/reject`, {
      reason: 'Paid the wrong amount',
    });
    expect(rejected.statusCode).toBe(200);
    await until(async () => (await timelineRefunds(wrong.reference)).length === 1);
    const last = refundsSent().at(-1);
    expect(new URLSearchParams(last?.data).get('amount')).toBe(String(wrong.total - 100));
    expect(refundsSent()).toHaveLength(before + 2);
  });
});
