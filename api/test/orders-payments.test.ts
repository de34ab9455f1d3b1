// Paying an order: a staff confirmation records the payment and fulfils the order in the same
// transaction (codes sold and e-mailed, seats confirmed with a calendar file, the invoice
// numbered), exactly once; a wrong amount or a late payment is held, never fulfilled; cancel and
// refund return the stock and a refund issues a credit note; the invoice PDF reads right.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { financialYear } from 'contracts';
import { issueDocument } from '../src/orders/documents';
import { expireDueOrders } from '../src/orders/lifecycle';
import { dialects, json, mailTo, testApp, type Account, type TestApp } from './helpers';
import {
  billingMumbai,
  buyer,
  call,
  openShop,
  orderOf,
  shopState,
  voucherOrder,
  type Shop,
} from './orders-helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'orders-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdfText(body: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

interface Confirmed {
  outcome: string;
  data: {
    status: string;
    invoiceNumber: string | null;
    payments: Array<{ status: string; reason: string | null }>;
    timeline: Array<{ kind: string }>;
  };
}

describe.each(dialects)('paying, cancelling and refunding orders (%s)', (dialect) => {
  let t: TestApp;
  let shop: Shop;
  let asha: Account;
  let sales: Account;
  const year = financialYear(new Date());
  const place = async (body: object) => {
    const res = await call(t.app, asha, 'POST', '/orders', body);
    expect(res.statusCode).toBe(201);
    return orderOf(res);
  };
  const confirm = (who: Account, reference: string, amount: number, transactionId: string) =>
    call(t.app, who, 'POST', `/commerce/orders/${reference}/confirm`, {
      method: 'bank',
      transactionId,
      amount,
    });

  beforeAll(async () => {
    t = await testApp(dialect);
    shop = await openShop(t.app, 4);
    asha = await buyer(t.app);
    sales = await buyer(t.app, 'sales');
  });
  afterAll(async () => t.close());

  it('fulfils a voucher order once: codes sold and e-mailed, invoice numbered, a second confirm changes nothing', async () => {
    const order = await place(voucherOrder(shop.productId, 2));
    const first = await confirm(sales, order.reference, order.total, 'UTR0000000001');
    expect(first.statusCode).toBe(200);
    const body = json<Confirmed>(first);
    expect(body.outcome).toBe('fulfilled');
    expect(body.data).toMatchObject({ status: 'fulfilled', invoiceNumber: `SB/${year}/000001` });
    expect(body.data.timeline.map((e) => e.kind)).toEqual([
      'placed',
      'payment.confirmed',
      'fulfilled',
    ]);
    const before = await shopState(t.app);
    expect(before.sold).toBe(2);

    const again = await confirm(sales, order.reference, order.total, 'utr0000000001');
    expect(json<Confirmed>(again).outcome).toBe('already-recorded');
    expect(await shopState(t.app)).toEqual(before);
    expect(
      await t.app.db
        .selectFrom('auditEvents')
        .select('seq')
        .where('action', '=', 'order.payment_confirm')
        .execute(),
    ).toHaveLength(1);

    const mails = await mailTo(t.app, asha.email);
    const vouchers = mails.filter((m) => /^Subject: .*voucher codes/im.test(m.raw));
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]?.raw).toMatch(/SECP-TEST-000[0-3]/);
    const receipts = mails.filter((m) => /^Subject: Payment received/im.test(m.raw));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.raw).toMatch(/Content-Type: application\/pdf; name=SB-/);

    const elsewhere = await place(voucherOrder(shop.productId, 1));
    const reused = await confirm(sales, elsewhere.reference, elsewhere.total, 'UTR0000000001');
    expect(reused.statusCode).toBe(409);
    await call(t.app, sales, 'POST', `/commerce/orders/${elsewhere.reference}/cancel`, {
      reason: 'Test',
    });

    const shown = await call(t.app, asha, 'GET', `/orders/${order.reference}/vouchers`);
    expect(shown.statusCode).toBe(200);
    expect(json<{ data: Array<{ code: string }> }>(shown).data).toHaveLength(2);
    const staffView = json<Confirmed>(
      await call(t.app, sales, 'GET', `/commerce/orders/${order.reference}`),
    );
    expect(staffView.data.timeline.map((e) => e.kind)).toContain('vouchers.revealed');

    const pdf = await call(t.app, asha, 'GET', `/orders/${order.reference}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`SB/${year}/000001`);
    expect(text).toContain(order.reference);
    expect(text).toContain('07AAKCS4821M1ZY');
    expect(text).toMatch(/CGST/);
    expect(text).toContain('INR 69,620.00');
    expect(text).toContain('Rupees Sixty-Nine Thousand Six Hundred Twenty Only');
    const other = await buyer(t.app);
    expect((await call(t.app, other, 'GET', `/orders/${order.reference}/invoice`)).statusCode).toBe(
      404,
    );
  });

  it('confirms seats with a calendar file and numbers the next invoice consecutively', async () => {
    const order = await place({
      items: [{ batchId: shop.batchId, quantity: 1, attendees: ['Ravi Kumar'] }],
      billing: billingMumbai,
      method: 'upi',
    });
    const res = await confirm(shop.admin, order.reference, order.total, 'UTR0000000002');
    expect(json<Confirmed>(res).data.invoiceNumber).toBe(`SB/${year}/000002`);
    const seat = (await mailTo(t.app, asha.email)).find((m) =>
      /^Subject: Your seats are confirmed/im.test(m.raw),
    );
    expect(seat?.raw).toMatch(/Content-Type: text\/calendar/);
    expect(seat?.raw).toContain(`${order.reference}.ics`);
  });

  it('holds a payment of the wrong amount, and one for an expired order, without fulfilling', async () => {
    const order = await place(voucherOrder(shop.productId, 1));
    const before = await shopState(t.app);
    const wrong = json<Confirmed>(
      await confirm(sales, order.reference, order.total - 100, 'UTR0000000003'),
    );
    expect(wrong.outcome).toBe('held_for_review');
    expect(wrong.data.status).toBe('awaiting_payment');
    expect(wrong.data.payments).toMatchObject([{ status: 'held_for_review', reason: 'amount' }]);
    expect(await expireDueOrders(t.app.db, new Date(Date.now() + 49 * 3_600_000))).toBe(1);
    const late = json<Confirmed>(
      await confirm(sales, order.reference, order.total, 'UTR0000000004'),
    );
    expect(late.outcome).toBe('held_for_review');
    expect(late.data.status).toBe('expired');
    const after = await shopState(t.app);
    expect(after).toMatchObject({
      sold: before.sold,
      invoices: before.invoices,
      available: before.available + 1,
    });
    const held = await call(t.app, sales, 'GET', '/commerce/payments/held');
    expect(json<{ data: unknown[] }>(held).data).toHaveLength(2);
  });

  it('cancels an unpaid order (stock returns) and refunds a paid one with a credit note, voiding its shown codes', async () => {
    const unpaid = await place(voucherOrder(shop.productId, 1));
    const before = await shopState(t.app);
    const cancel = await call(t.app, sales, 'POST', `/commerce/orders/${unpaid.reference}/cancel`, {
      reason: 'Buyer asked',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await shopState(t.app)).available).toBe(before.available + 1);
    const twice = await call(t.app, sales, 'POST', `/commerce/orders/${unpaid.reference}/cancel`, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);

    const { data: mine } = json<{ data: Array<{ reference: string; status: string }> }>(
      await call(t.app, asha, 'GET', '/orders'),
    );
    const paid = mine.find((o) => o.status === 'fulfilled' && o.reference);
    const refund = await call(
      t.app,
      shop.admin,
      'POST',
      `/commerce/orders/${paid?.reference}/refund`,
      { reason: 'Exam withdrawn' },
    );
    expect(refund.statusCode).toBe(200);
    expect(orderOf(refund)).toMatchObject({
      status: 'refunded',
      creditNoteNumber: `CN/${year}/000001`,
    });
    const after = await shopState(t.app);
    expect(after.void + after.sold).toBe(before.sold);
    expect(after.available).toBe(before.available + 1);
    const note = await call(t.app, asha, 'GET', `/orders/${paid?.reference}/credit-note`);
    expect(pdfText(note.rawPayload)).toContain('CREDIT NOTE');
    const actions = await t.app.db
      .selectFrom('auditEvents')
      .select('action')
      .where('action', 'in', ['order.cancel', 'order.refund'])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'order.cancel',
      'order.cancel',
      'order.refund',
    ]);
  });

  it('matches a bank statement by reference and exact amount, and refuses unknown columns by name', async () => {
    const order = await place(voucherOrder(shop.productId, 1));
    const before = await shopState(t.app);
    const rupees = (paise: number) =>
      `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
    const csv = [
      'date,narration,amount,utr',
      `2026-11-27,NEFT ${order.reference.replace(/-/g, ' ')} ASHA,${rupees(order.total)},N12345678`,
      `2026-11-27,NEFT ${order.reference},${rupees(order.total + 1)},N12345679`,
      '2026-11-27,SALARY,100.00,N12345680',
    ].join('\n');
    const res = await call(t.app, sales, 'POST', '/commerce/payments/statement', { csv });
    expect(res.statusCode).toBe(200);
    const { data } = json<{
      data: { matched: Array<{ row: number }>; unmatched: Array<Record<string, unknown>> };
    }>(res);
    expect(data.matched).toEqual([
      { row: 1, orderReference: order.reference, amount: order.total, transactionId: 'N12345678' },
    ]);
    // Why, as a code with the row's values for the page to say in its language.
    expect(data.unmatched).toEqual([
      expect.objectContaining({
        row: 2,
        why: 'amount-differs',
        reference: order.reference,
        orderAmount: order.total,
        rowAmount: order.total + 1,
      }),
      expect.objectContaining({ row: 3, why: 'no-reference' }),
    ]);
    expect(await shopState(t.app)).toEqual(before);
    const bad = await call(t.app, sales, 'POST', '/commerce/payments/statement', {
      csv: 'date,narration,amount,utr,branch,memo\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toMatch(/unknown column\(s\): branch, memo/);
    const inHindi = await call(
      t.app,
      sales,
      'POST',
      '/commerce/payments/statement',
      { csv: 'date,narration,amount\n' },
      { 'accept-language': 'hi' },
    );
    expect(json<{ code: string; message: string }>(inHindi)).toMatchObject({
      code: 'STATEMENT_MISSING_COLUMNS',
      message: 'विवरण में ये कॉलम नहीं हैं: utr',
    });
  });

  it('numbers documents per financial year, which starts on 1 April in India', async () => {
    const [order] = await t.app.db.selectFrom('orders').select('id').limit(1).execute();
    const id = order?.id ?? '';
    const numbers = await t.app.db.transaction().execute(async (trx) => [
      // 23:59 IST on 31 March 2031, then 00:00 IST on 1 April 2031 (18:30 UTC the day before).
      await issueDocument(trx, id, 'invoice', new Date('2031-03-31T18:29:00Z')),
      await issueDocument(trx, id, 'invoice', new Date('2031-03-31T18:30:00Z')),
      await issueDocument(trx, id, 'invoice', new Date('2031-04-02T10:00:00Z')),
      await issueDocument(trx, id, 'credit-note', new Date('2031-04-02T10:00:00Z')),
    ]);
    expect(numbers).toEqual([
      'SB/30-31/000001',
      'SB/31-32/000001',
      'SB/31-32/000002',
      'CN/31-32/000001',
    ]);
  });

  it('lets sales see orders but not users or the audit log, and refuses a buyer on staff routes', async () => {
    const list = await call(
      t.app,
      sales,
      'GET',
      `/commerce/orders?q=${encodeURIComponent(asha.email)}&limit=2`,
    );
    expect(list.statusCode).toBe(200);
    const page = json<{ data: unknown[]; next: string | null }>(list);
    expect(page.data).toHaveLength(2);
    const next = await call(
      t.app,
      sales,
      'GET',
      `/commerce/orders?q=${encodeURIComponent(asha.email)}&limit=2&after=${page.next}`,
    );
    expect(json<{ data: unknown[] }>(next).data.length).toBeGreaterThan(0);
    expect((await call(t.app, sales, 'GET', '/commerce/orders?status=refunded')).statusCode).toBe(
      200,
    );
    expect((await call(t.app, sales, 'GET', '/users')).statusCode).toBe(403);
    expect((await call(t.app, sales, 'GET', '/audit-events')).statusCode).toBe(403);
    expect((await call(t.app, sales, 'GET', '/commerce/coupons')).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/commerce/orders'],
      ['GET', '/commerce/payments/held'],
      ['POST', '/commerce/payments/statement'],
    ] as const) {
      expect(
        (await call(t.app, asha, method, url, method === 'POST' ? { csv: 'x' } : undefined))
          .statusCode,
      ).toBe(403);
    }
  });
});
