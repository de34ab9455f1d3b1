// The admin home's figures: who may read them, each one from data made here, and where "today"
// begins (midnight in India, not in UTC).
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { addDays, siteDay, siteDayStart } from '../src/lib/site-time';
import {
  bearer,
  dialects,
  issueCertificate,
  json,
  login,
  register,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';

interface Home {
  today: string;
  orders: Record<'today' | 'month', { count: number; revenueInr: number; revenueUsd: number }>;
  payments: { awaitingConfirmation: number; held: number };
  lowStock: Array<{ courseSlug: string; available: number; threshold: number }>;
  newEnquiries: number;
  certificates: { today: number; month: number } | null;
  verifications: Array<{ day: string; count: number }> | null;
}

const hex = () => randomBytes(6).toString('hex');

async function staff(app: FastifyInstance, role: 'sales'): Promise<Account> {
  const account = await register(app);
  const user = await app.repos.users.findByEmail(account.email);
  await app.repos.users.setRole(user!.id, role);
  return { ...account, token: await login(app, account.email, account.password) };
}

interface OrderFields {
  status: 'awaiting_payment' | 'paid' | 'fulfilled' | 'refunded' | 'expired';
  method?: 'bank' | 'upi' | 'card' | 'paypal';
  currency?: 'INR' | 'USD';
  total?: number;
  paidAt?: string | null;
  utr?: string | null;
}

async function insertOrder(app: FastifyInstance, userId: string, o: OrderFields): Promise<string> {
  const id = hex();
  const now = new Date().toISOString();
  const total = o.total ?? 118_000;
  await app.db
    .insertInto('orders')
    .values({
      id,
      reference: `SB-${hex().toUpperCase()}`,
      userId,
      status: o.status,
      method: o.method ?? 'bank',
      currency: o.currency ?? 'INR',
      billingName: 'Asha Verma',
      billingAddress: '1 Janpath, New Delhi',
      billingState: '07',
      billingCountry: 'IN',
      billingGstin: null,
      supplyKind: 'intra-state',
      placeOfSupply: '07',
      couponId: null,
      subtotal: total,
      discount: 0,
      taxable: total,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total,
      holdUntil: now,
      lang: 'en',
      utr: o.utr ?? null,
      idempotencyKey: hex(),
      paidAt: o.paidAt ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

describe.each(dialects)('the admin home (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  const now = new Date();
  const today = siteDay(now);
  const todayStart = siteDayStart(today);
  const justBefore = new Date(Date.parse(todayStart) - 1).toISOString();
  // The instant before India's midnight is yesterday there; in this month unless today is the 1st.
  const sameMonth = siteDay(new Date(justBefore)).slice(0, 7) === today.slice(0, 7);

  const home = async (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/home',
      headers: token ? bearer(token) : {},
    });

  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
    const buyer = await signedInUser(t.app);
    const buyerId = (await t.app.repos.users.findByEmail(buyer.email))!.id;
    // Paid at India's midnight (today), a moment before (yesterday), in dollars, and refunded.
    await insertOrder(t.app, buyerId, { status: 'paid', total: 100_000, paidAt: todayStart });
    await insertOrder(t.app, buyerId, { status: 'fulfilled', total: 50_000, paidAt: justBefore });
    await insertOrder(t.app, buyerId, {
      status: 'fulfilled',
      currency: 'USD',
      method: 'card',
      total: 9_900,
      paidAt: now.toISOString(),
    });
    await insertOrder(t.app, buyerId, { status: 'refunded', total: 70_000, paidAt: todayStart });
    // Awaiting payment: bank with its UTR and UPI with one (to confirm); bank without; card.
    await insertOrder(t.app, buyerId, { status: 'awaiting_payment', utr: 'UTR123456789' });
    await insertOrder(t.app, buyerId, {
      status: 'awaiting_payment',
      method: 'upi',
      utr: '412345678901',
    });
    await insertOrder(t.app, buyerId, { status: 'awaiting_payment' });
    await insertOrder(t.app, buyerId, { status: 'awaiting_payment', method: 'card', utr: 'x' });
    // One payment held and undecided, one held and already rejected.
    const late = await insertOrder(t.app, buyerId, { status: 'expired' });
    for (const resolution of [null, 'rejected'] as const) {
      await t.app.db
        .insertInto('payments')
        .values({
          id: hex(),
          orderId: late,
          method: 'bank',
          transactionId: hex(),
          amount: 118_000,
          currency: 'INR',
          status: 'held_for_review',
          reason: 'late',
          confirmedBy: null,
          createdAt: now.toISOString(),
          resolution,
        })
        .execute();
    }
    // Vouchers: security-plus has 2 codes for a threshold of 5 (low), a-plus 6 (not low),
    // network-plus none usable (one expired, one sold), and an inactive product with none.
    const product = async (courseSlug: string, active = 1) => {
      const id = hex();
      await t.app.db
        .insertInto('voucherProducts')
        .values({
          id,
          courseSlug,
          priceInr: 100_000,
          priceUsd: 10_000,
          active,
          lowStockThreshold: 5,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .execute();
      return id;
    };
    const codes = async (productId: string, n: number, fields: object = {}) => {
      for (let i = 0; i < n; i += 1) {
        await t.app.db
          .insertInto('vouchers')
          .values({
            id: hex(),
            productId,
            codeSealed: hex(),
            codeHash: hex(),
            expiresOn: addDays(today, 90),
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
            ...fields,
          })
          .execute();
      }
    };
    await codes(await product('security-plus'), 2);
    await codes(await product('a-plus'), 6);
    const network = await product('network-plus');
    await codes(network, 1, { expiresOn: addDays(today, -2) });
    await codes(network, 1, { state: 'sold' });
    await product('cysa-plus', 0);
    // Enquiries: two new (today and eight days ago) and one answered already.
    for (const daysAgo of [0, 6, 8]) {
      const enquiry = await t.app.repos.content.createEnquiry({
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '',
        subject: 'Security+ batch',
        message: 'When does the next batch start?',
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000 - 60_000).toISOString(),
        updatedAt: now.toISOString(),
      });
      if (daysAgo === 6)
        await t.app.db
          .updateTable('enquiries')
          .set({ status: 'contacted' })
          .where('id', '=', enquiry)
          .execute();
    }
    // Certificates: two issued now, one issued a moment before India's midnight.
    await issueCertificate(t.app, admin.token);
    const lookedUp = await issueCertificate(t.app, admin.token);
    const early = await issueCertificate(t.app, admin.token);
    await t.app.db
      .updateTable('certificates')
      .set({ createdAt: justBefore })
      .where('certificateId', '=', early)
      .execute();
    await t.app.repos.verifications.add([
      { certificateId: lookedUp, day: today, channel: 'page', count: 2 },
      { certificateId: lookedUp, day: today, channel: 'api', count: 1 },
      { certificateId: early, day: addDays(today, -29), channel: 'credential', count: 4 },
      { certificateId: early, day: addDays(today, -30), channel: 'api', count: 9 },
    ]);
  });
  afterAll(async () => t.close());

  it('refuses anonymous callers and signed-in users who are not staff', async () => {
    expect((await home()).statusCode).toBe(401);
    const user = await signedInUser(t.app);
    const res = await home(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('revenue');
  });

  it("counts today's paid orders from India's midnight, and this month's", async () => {
    const res = await home(admin.token);
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Home }>(res).data;
    expect(data.today).toBe(today);
    expect(data.orders.today).toEqual({ count: 2, revenueInr: 100_000, revenueUsd: 9_900 });
    expect(data.orders.month).toEqual(
      sameMonth
        ? { count: 3, revenueInr: 150_000, revenueUsd: 9_900 }
        : { count: 2, revenueInr: 100_000, revenueUsd: 9_900 },
    );
  });

  it('counts bank and UPI transfers to confirm and held payments not yet decided', async () => {
    const data = json<{ data: Home }>(await home(admin.token)).data;
    expect(data.payments).toEqual({ awaitingConfirmation: 2, held: 1 });
  });

  it('lists the active voucher products at or below their threshold, fewest codes first', async () => {
    const data = json<{ data: Home }>(await home(admin.token)).data;
    expect(
      data.lowStock.map(({ courseSlug, available, threshold }) => [
        courseSlug,
        available,
        threshold,
      ]),
    ).toEqual([
      ['network-plus', 0, 5],
      ['security-plus', 2, 5],
    ]);
  });

  it('counts the enquiries nobody has answered yet, however old, as new', async () => {
    const data = json<{ data: Home }>(await home(admin.token)).data;
    expect(data.newEnquiries).toBe(2);
  });

  it("counts certificates issued today (India's day) and this month", async () => {
    const data = json<{ data: Home }>(await home(admin.token)).data;
    expect(data.certificates).toEqual({ today: 2, month: sameMonth ? 3 : 2 });
  });

  it('gives 30 days of verifications ending today, oldest first, with the days of none', async () => {
    const data = json<{ data: Home }>(await home(admin.token)).data;
    const days = data.verifications!;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: addDays(today, -29), count: 4 });
    expect(days[29]).toEqual({ day: today, count: 3 });
    expect(days.slice(1, 29).every((d) => d.count === 0)).toBe(true);
  });

  it('shows sales staff the commerce and enquiry figures, and no certificate figure', async () => {
    const sales = await staff(t.app, 'sales');
    const res = await home(sales.token);
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Home }>(res).data;
    expect(data.orders.today.count).toBe(2);
    expect(data.payments.held).toBe(1);
    expect(data.newEnquiries).toBe(2);
    expect(data.certificates).toBeNull();
    expect(data.verifications).toBeNull();
  });
});

describe("the site's day", () => {
  it("begins at India's midnight: 18:30 UTC the evening before", () => {
    expect(siteDayStart('2026-11-28')).toBe('2026-11-27T18:30:00.000Z');
    expect(siteDay(new Date('2026-11-27T18:29:59.999Z'))).toBe('2026-11-27');
    expect(siteDay(new Date('2026-11-27T18:30:00.000Z'))).toBe('2026-11-28');
  });
});

describe('the figures read through indexes (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(async () => t.close());

  it.each([
    [
      'paid orders',
      "select count(*) from orders where paid_at >= '2026-01-01' and status in ('paid', 'fulfilled')",
    ],
    ['certificates issued', "select count(*) from certificates where created_at >= '2026-01-01'"],
    ['new enquiries', "select count(*) from enquiries where status = 'new'"],
    [
      'the chart',
      "select day, count from certificate_verification_days where day >= '2026-01-01' and day <= '2026-01-30'",
    ],
  ])('reads %s without scanning the whole table', async (_what, query) => {
    const plan = await sql.raw<{ detail: string }>(`explain query plan ${query}`).execute(t.app.db);
    const details = plan.rows.map((row) => row.detail).join('\n');
    expect(details).toMatch(/USING (COVERING )?INDEX|USING PRIMARY KEY|SEARCH/);
    expect(details).not.toMatch(/^SCAN \w+$/m);
  });
});
