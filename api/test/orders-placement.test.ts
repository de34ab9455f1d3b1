// Placing an order: priced by the server with the GST split of the buyer's place, stock held,
// the payment instructions e-mailed; every refusal answers a message and changes nothing; a
// double submit places one order; an expired hold returns the stock.
import { gstinCheckCharacter } from 'contracts';
import { expireDueOrders } from '../src/orders/lifecycle';
import { dialects, json, signedInUser, testApp, type Account, type TestApp } from './helpers';
import {
  billingAbroad,
  billingMumbai,
  buyer,
  call,
  openShop,
  orderOf,
  shopState,
  voucherOrder,
  type Shop,
} from './orders-helpers';

const validGstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

describe.each(dialects)('placing an order (%s)', (dialect) => {
  let t: TestApp;
  let shop: Shop;
  let asha: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    shop = await openShop(t.app, 5);
    // The sales address hears when the stock falls to 3 or below.
    await t.app.db.updateTable('voucherProducts').set({ lowStockThreshold: 3 }).execute();
    asha = await buyer(t.app);
  });
  afterAll(async () => t.close());

  it('prices two vouchers on the server with CGST and SGST in the same state and e-mails how to pay', async () => {
    const res = await call(t.app, asha, 'POST', '/orders', {
      ...voucherOrder(shop.productId, 2),
      idempotencyKey: 'same-state-0001',
    });
    expect(res.statusCode).toBe(201);
    const order = orderOf(res);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      currency: 'INR',
      subtotal: 5_900_000,
      discount: 0,
      taxable: 5_900_000,
      cgst: 531_000,
      sgst: 531_000,
      igst: 0,
      total: 6_962_000,
    });
    expect(order.reference).toMatch(/^SB-ORD-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The invoice's line names the course as its vendor does.
    expect(
      (order as unknown as { lines: Array<{ description: string }> }).lines.map(
        (l) => l.description,
      ),
    ).toEqual(['CompTIA Security+ exam voucher']);
    const hold = Date.parse(order.holdUntil) - Date.now();
    expect(hold).toBeGreaterThan(47.9 * 3_600_000);
    expect(order.payment?.upiLink).toBe(
      `upi://pay?pa=skillbridge%40okhdfcbank&pn=Skillbridge%20IT%20Academy%20(demo)&am=69620.00&cu=INR&tn=${order.reference}`,
    );
    expect((await shopState(t.app)).available).toBe(3);
    const mail = await t.app.db
      .selectFrom('outboxEmails')
      .selectAll()
      .where('kind', '=', 'order-placed')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to: asha.email, lang: 'en' });
    expect(mail.subject).toContain(order.reference);
    expect(mail.text).toContain('IFSC DEMO0000001');
    expect(mail.text).toContain('₹69,620');
    expect(mail.text).toContain(order.payment?.upiLink);
    const lowStock = await t.app.db
      .selectFrom('outboxEmails')
      .select(['to', 'subject'])
      .where('kind', '=', 'low-stock')
      .execute();
    expect(lowStock).toEqual([
      {
        to: 'sales@example.com',
        subject: 'Low stock: 3 exam voucher codes left for security-plus',
      },
    ]);
  });

  it('charges IGST in another state, with a valid GSTIN and a coupon, and nothing abroad', async () => {
    const gstin = validGstin('27AAPFU0939F1Z');
    const res = await call(t.app, asha, 'POST', '/orders', {
      items: [{ batchId: shop.batchId, quantity: 1, attendees: ['Asha Verma'] }],
      billing: { ...billingMumbai, gstin },
      coupon: 'summer25',
      method: 'upi',
    });
    expect(res.statusCode).toBe(201);
    expect(orderOf(res)).toMatchObject({
      subtotal: 1_800_000,
      discount: 450_000,
      taxable: 1_350_000,
      cgst: 0,
      sgst: 0,
      igst: 243_000,
      total: 1_593_000,
    });
    const abroad = await call(t.app, asha, 'POST', '/orders', {
      ...voucherOrder(shop.productId, 1),
      billing: billingAbroad,
      method: 'paypal',
    });
    expect(abroad.statusCode).toBe(201);
    expect(orderOf(abroad)).toMatchObject({
      currency: 'USD',
      subtotal: 35_000,
      igst: 0,
      cgst: 0,
      total: 35_000,
    });
    expect(orderOf(abroad).payment).toBeNull();
  });

  it.each([
    ['an unknown coupon', { coupon: 'NOPE-0000' }, 400, /Unknown coupon/],
    [
      'a GSTIN with a bad check digit',
      { billing: { ...billingMumbai, gstin: '27AAPFU0939F1ZA' } },
      400,
      /check character/,
    ],
    ['a quantity over the limit', { items: [{ voucherProductId: 'x', quantity: 11 }] }, 400, /./],
    ['UPI from abroad', { billing: billingAbroad, method: 'upi' }, 400, /rupees/],
    ['a card while cards are off', { method: 'card' }, 400, /Card payment is not available/],
    [
      'more vouchers than are left',
      { items: [{ voucherProductId: '', quantity: 5 }] },
      409,
      /Sold out/,
    ],
  ])('refuses %s with a message and changes nothing', async (_name, change, status, message) => {
    const body: Record<string, unknown> = { ...voucherOrder(shop.productId, 1), ...change };
    const items = body.items as Array<Record<string, unknown>>;
    if (items[0]?.voucherProductId === '') items[0].voucherProductId = shop.productId;
    const before = await shopState(t.app);
    const res = await call(t.app, asha, 'POST', '/orders', body);
    expect(res.statusCode).toBe(status);
    expect(json<{ message: string }>(res).message).toMatch(message);
    expect(await shopState(t.app)).toEqual(before);
  });

  it('refuses a buyer whose address is not proven, and a seat order without a name per seat', async () => {
    const unproven = await signedInUser(t.app);
    const res = await call(t.app, unproven, 'POST', '/orders', voucherOrder(shop.productId, 1));
    expect(res.statusCode).toBe(403);
    expect(json<{ code: string }>(res).code).toBe('PURCHASE_EMAIL_NOT_PROVEN');
    const seats = await call(t.app, asha, 'POST', '/orders', {
      items: [{ batchId: shop.batchId, quantity: 2, attendees: ['Asha Verma'] }],
      billing: billingMumbai,
      method: 'bank',
    });
    expect(seats.statusCode).toBe(400);
  });

  it('answers a refusal and writes the e-mail in the language of the page', async () => {
    const hi = { 'accept-language': 'hi' };
    const body = voucherOrder(shop.productId, 1, { coupon: 'NOPE-0000' });
    const refused = await call(t.app, asha, 'POST', '/orders', body, hi);
    expect(json(refused)).toMatchObject({
      code: 'ORDER_COUPON_UNKNOWN',
      message: 'यह कूपन कोड मौजूद नहीं है',
    });
    const placed = await call(t.app, asha, 'POST', '/orders', voucherOrder(shop.productId, 1), hi);
    expect(placed.statusCode).toBe(201);
    const mail = await t.app.db
      .selectFrom('outboxEmails')
      .selectAll()
      .where('subject', 'like', `%${orderOf(placed).reference}%`)
      .executeTakeFirstOrThrow();
    expect(mail.lang).toBe('hi');
    expect(mail.subject).toContain('भुगतान कैसे करें');
    await call(t.app, shop.admin, 'POST', `/commerce/orders/${orderOf(placed).reference}/cancel`, {
      reason: 'Test',
    });
  });

  it('places one order for a double submit with the same Idempotency-Key', async () => {
    const before = await shopState(t.app);
    const headers = { 'idempotency-key': 'double-submit-0001' };
    const [a, b] = await Promise.all([
      call(t.app, asha, 'POST', '/orders', voucherOrder(shop.productId, 1), headers),
      call(t.app, asha, 'POST', '/orders', voucherOrder(shop.productId, 1), headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(orderOf(a).reference).toBe(orderOf(b).reference);
    const after = await shopState(t.app);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.available).toBe(before.available - 1);
  });

  it('tells the next buyer the vouchers are sold out', async () => {
    expect((await shopState(t.app)).available).toBe(1);
    const res = await call(t.app, asha, 'POST', '/orders', voucherOrder(shop.productId, 2));
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toMatch(/Sold out/);
    // The notice went once, when the stock crossed the threshold, not with every later order.
    const notices = await t.app.db
      .selectFrom('outboxEmails')
      .select('id')
      .where('kind', '=', 'low-stock')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('expires orders past their hold once, returning their vouchers, seats and coupon uses', async () => {
    const before = await shopState(t.app);
    const later = new Date(Date.now() + 49 * 3_600_000);
    const [first, second] = await Promise.all([
      expireDueOrders(t.app.db, later),
      expireDueOrders(t.app.db, later),
    ]);
    expect(first + second).toBe(before.orders - 1);
    const after = await shopState(t.app);
    expect(after).toMatchObject({ available: 5, seatsTaken: 0, couponUses: 0 });
    const mine = await call(t.app, asha, 'GET', '/orders');
    const statuses = json<{ data: Array<{ status: string }> }>(mine).data.map((o) => o.status);
    expect(statuses.filter((s) => s === 'expired')).toHaveLength(before.orders - 1);
    expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(1);
  });
});
