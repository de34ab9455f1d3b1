// The checkout under load, as production runs it: two real API processes (`node
// api/dist/server.js`) on one PostgreSQL schema and one Redis, their e-mail delivered over SMTP to
// a sink on loopback that counts what really arrives. Hundreds of buyers at once for a few codes
// and seats; staff confirming the same orders on both instances; Stripe's webhook delivered to
// both at once, twice, out of order, late and with a wrong amount; SMTP down for a while; an
// instance killed while it fulfils an order. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are
// both set (CI sets them).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { build } from '../src/app';
import { newId } from '../src/lib/ids';
import { tempDir, testConfig, type TestContext } from './helpers';
import { billingDelhi, call, openShop, voucherOrder, type Shop } from './orders-helpers';
import { day } from './commerce-helpers';
import { ensureBuilt, freePort, post, startServer, type ServerProcess } from './processes';
import { SmtpSink } from './smtp-sink';
import { expireDueOrders } from '../src/orders/lifecycle';
import { sessionEvent, signatureOf, STRIPE_TEST_WEBHOOK_SECRET } from './stripe-helpers';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const describeShared = databaseUrl && redisUrl ? describe : describe.skip;

interface Minted {
  id: string;
  email: string;
  token: string;
}

/**
 * `n` accounts with proven addresses, written straight to the database with a session each and
 * a token the instances accept (same JWT_SECRET): 200 sign-ups through Argon2 would take longer
 * than the load they are for.
 */
async function mintAccounts(app: FastifyInstance, n: number, role: 'user' | 'admin') {
  const now = new Date().toISOString();
  const tag = randomBytes(4).toString('hex');
  const passwordHash = await app.passwords.hash(randomBytes(12).toString('hex'));
  const users = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    email: `load.${tag}.${i}@example.com`,
    username: `load_${tag}_${i}`,
    passwordHash,
    role,
    phoneNumber: '',
    address: '',
    pinCode: '',
    country: '',
    linkedIn: '',
    interest: '',
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  await app.db.insertInto('users').values(users).execute();
  const sessions = users.map((u) => ({
    id: newId(),
    userId: u.id,
    userAgent: 'load test',
    ip: '127.0.0.1',
    createdAt: now,
    lastUsedAt: now,
  }));
  await app.db.insertInto('sessions').values(sessions).execute();
  return users.map<Minted>((u, i) => ({
    id: u.id,
    email: u.email,
    token: app.issueToken({ id: u.id, tokenVersion: 0 }, sessions[i]!.id),
  }));
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const stripBrackets = (id: string | null) => (id ?? '').replace(/^<|>$/g, '');

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeShared('the checkout under load: two API instances on one PostgreSQL', () => {
  const redisKeyPrefix = `test-load-${randomBytes(6).toString('hex')}:`;
  const dataDirs = [tempDir('api-load-a-'), tempDir('api-load-b-'), tempDir('api-load-c-')];
  let ctx: TestContext;
  let setup: FastifyInstance;
  let sink: SmtpSink;
  let env: NodeJS.ProcessEnv;
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess | undefined;
  let shop: Shop;
  let staff: Minted;
  let buyers: Minted[];
  const voucherRefs: string[] = [];

  beforeAll(async () => {
    ensureBuilt();
    sink = new SmtpSink(await freePort());
    await sink.start();
    const jwtSecret = randomBytes(32).toString('base64url');
    // The fixture app: it creates the schema, runs the migrations, stocks the shop and mints the
    // accounts. Its own job worker is stopped, so only the two instances send e-mail.
    ctx = await testConfig('postgres', { JWT_SECRET: jwtSecret });
    setup = await build({ config: ctx.config });
    await setup.ready();
    await setup.jobs.stop({ timeoutMs: 100 });
    const database = ctx.config.database;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    env = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: database.schema,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      JWT_SECRET: jwtSecret,
      STATIC_ROOT: path.join(dataDirs[0]!, 'no-static'),
      SMTP_URL: sink.url,
      // Hundreds of orders from one loopback address within a minute.
      RATE_LIMIT_WRITES: '1000000/1m',
      RATE_LIMIT_WRITES_PER_USER: '1000000/1m',
      // Failed sends retried after 1 s (then 2, 4...), a dead instance's jobs taken over after 8 s.
      // A lease shorter than a send can take on a busy machine lets a second instance take the
      // job while the first is still sending it: one e-mail twice (delivery is at least once).
      JOBS_POLL_MS: '500',
      JOBS_LEASE_SECONDS: '8',
      JOBS_MAINTENANCE_SECONDS: '1',
      EMAIL_RETRY_DELAY_SECONDS: '1',
      // Card payments on, so Stripe's webhook is served (no request reaches Stripe).
      STRIPE_SECRET_KEY: 'sk_test_load',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    };
    [a, b] = await Promise.all([
      startServer({ ...env, DATA_DIR: dataDirs[0] }),
      startServer({ ...env, DATA_DIR: dataDirs[1] }),
    ]);
    shop = await openShop(setup, 50);
    staff = (await mintAccounts(setup, 1, 'admin'))[0]!;
    buyers = await mintAccounts(setup, 200, 'user');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await sink?.stop();
    await setup?.close();
    await ctx?.cleanup();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const instance = (i: number) => (i % 2 === 0 ? a : b);
  const placeOn = (server: ServerProcess, buyer: Minted, body: object) =>
    post<{ code?: string; data?: { reference: string; total: number } }>(
      `${server.url}/api/orders`,
      body,
      { ...auth(buyer.token), 'idempotency-key': `load-${randomBytes(8).toString('hex')}` },
    );
  const confirmOn = (server: ServerProcess, reference: string, amount: number, utr: string) =>
    post<{ outcome?: string }>(
      `${server.url}/api/commerce/orders/${reference}/confirm`,
      { method: 'bank', transactionId: utr, amount },
      auth(staff.token),
    );
  const outboxRows = () =>
    setup.db
      .selectFrom('outboxEmails')
      .select(['id', 'kind', 'to', 'subject', 'text', 'state', 'attempts', 'messageId'])
      .select('lastError')
      .execute();
  /** Every outbox row sent, and the sink holds exactly one message for each, and no other. */
  async function expectEveryEmailArrivedOnce() {
    await until(
      async () => (await outboxRows()).every((r) => r.state === 'sent'),
      'the outbox to drain',
    );
    const rows = await outboxRows();
    const arrived = sink.messages.map((m) => stripBrackets(m.messageId));
    expect(arrived).toHaveLength(rows.length);
    expect(new Set(arrived).size).toBe(arrived.length);
    expect(new Set(rows.map((r) => stripBrackets(r.messageId)))).toEqual(new Set(arrived));
  }
  const orderEmails = async (orderReference: string, kind: string) =>
    (await outboxRows()).filter(
      (r) => r.kind === kind && `${r.subject}\n${r.text}`.includes(orderReference),
    );

  it('sells 50 codes to 200 simultaneous buyers on two instances: 50 orders, distinct codes, 150 told it is sold out', async () => {
    const answers = await Promise.all(
      buyers.map((buyer, i) => placeOn(instance(i), buyer, voucherOrder(shop.productId, 1))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    for (const refused of answers.filter((r) => r.status === 409))
      expect(refused.body.code).toBe('ORDER_VOUCHERS_SOLD_OUT');
    // Both instances sold some.
    expect(answers.filter((r, i) => i % 2 === 0 && r.status === 201).length).toBeGreaterThan(0);
    expect(answers.filter((r, i) => i % 2 === 1 && r.status === 201).length).toBeGreaterThan(0);
    for (const r of answers) if (r.status === 201) voucherRefs.push(r.body.data!.reference);
    const held = await setup.db
      .selectFrom('vouchers')
      .innerJoin('orders', 'orders.id', 'vouchers.orderId')
      .select(['vouchers.id', 'orders.reference'])
      .where('vouchers.state', '=', 'reserved')
      .execute();
    expect(held).toHaveLength(50);
    expect(new Set(held.map((v) => v.reference))).toEqual(new Set(voucherRefs));
    const orders = await setup.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(50);
  }, 30_000);

  it('sells 20 seats of a batch to 200 simultaneous buyers: 20 orders, 180 told it is sold out', async () => {
    const created = await call(setup, shop.admin, 'POST', '/commerce/batches', {
      courseSlug: 'security-plus',
      startsOn: day(30),
      endsOn: day(32),
      schedule: 'Sat–Sun, 10:00–17:00 IST',
      mode: 'online',
      capacity: 20,
      priceInr: 1_800_000,
      priceUsd: 22_000,
    });
    expect(created.statusCode).toBe(201);
    const batchId = (JSON.parse(created.body) as { data: { id: string } }).data.id;
    const body = {
      items: [{ batchId, quantity: 1, attendees: ['Asha Verma'] }],
      billing: billingDelhi,
      method: 'bank',
    };
    const answers = await Promise.all(buyers.map((buyer, i) => placeOn(instance(i), buyer, body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(180);
    for (const refused of answers.filter((r) => r.status === 409))
      expect(refused.body.code).toBe('ORDER_SEATS_SOLD_OUT');
    const batch = await setup.db
      .selectFrom('batches')
      .select(['seatsTaken', 'capacity'])
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch).toEqual({ seatsTaken: 20, capacity: 20 });
    const lines = await setup.db
      .selectFrom('orderLines')
      .select('id')
      .where('batchId', '=', batchId)
      .execute();
    expect(lines).toHaveLength(20);
  }, 30_000);

  it('fulfils each of the 50 voucher orders once when staff confirm them on both instances at once, some twice', async () => {
    const totals = await setup.db
      .selectFrom('orders')
      .select(['reference', 'total'])
      .where('reference', 'in', voucherRefs)
      .execute();
    const requests = totals.flatMap((o, i) => {
      const utr = `UTR${String(900_000 + i)}`;
      const once = [confirmOn(instance(i), o.reference, o.total, utr)];
      // Every fifth order is confirmed a second time, on the other instance, at the same moment.
      return i % 5 === 0 ? [...once, confirmOn(instance(i + 1), o.reference, o.total, utr)] : once;
    });
    const answers = await Promise.all(requests);
    expect(answers.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const outcomes = answers.map((r) => r.body.outcome);
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'already-recorded')).toHaveLength(10);

    const sold = await setup.db
      .selectFrom('vouchers')
      .select('id')
      .where('state', '=', 'sold')
      .execute();
    expect(sold).toHaveLength(50);
    const invoices = await setup.db.selectFrom('invoices').select('number').execute();
    expect(invoices).toHaveLength(50);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(50);
    const payments = await setup.db.selectFrom('payments').select('id').execute();
    expect(payments).toHaveLength(50);

    await expectEveryEmailArrivedOnce();
    // One voucher e-mail per order, and the 50 codes e-mailed are 50 different codes.
    const codes: string[] = [];
    for (const reference of voucherRefs) {
      const mails = await orderEmails(reference, 'order-vouchers');
      expect(mails).toHaveLength(1);
      codes.push(...(mails[0]!.text.match(/SECP-TEST-\d{4}/g) ?? []));
    }
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
  }, 40_000);

  /** Imports `n` more codes of the shop's product (staff's CSV import). */
  async function restock(n: number, prefix: string) {
    const rows = Array.from({ length: n }, (_, i) => `security-plus,${prefix}-${i},${day(300)}`);
    const imported = await call(setup, shop.admin, 'POST', '/commerce/vouchers/import', {
      csv: ['course,code,expiresOn', ...rows].join('\n'),
    });
    expect(imported.statusCode).toBe(201);
  }

  it('delivers every e-mail exactly once, later, when SMTP was down while orders were placed and paid', async () => {
    await restock(6, 'SECP-DOWN');
    await sink.stop();
    const before = new Set((await outboxRows()).map((r) => r.id));
    const placed = await Promise.all(
      buyers
        .slice(0, 6)
        .map((buyer, i) => placeOn(instance(i), buyer, voucherOrder(shop.productId, 1))),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(6).fill(201));
    const confirmed = await Promise.all(
      placed.map((r, i) =>
        confirmOn(instance(i + 1), r.body.data!.reference, r.body.data!.total, `UTRDOWN${i}`),
      ),
    );
    expect(confirmed.map((r) => r.body.outcome)).toEqual(Array(6).fill('fulfilled'));
    // Each new e-mail has failed at least once against the closed port and waits for a retry.
    await until(async () => {
      const fresh = (await outboxRows()).filter((r) => !before.has(r.id));
      return fresh.length >= 18 && fresh.every((r) => r.attempts >= 1 && r.state === 'pending');
    }, 'every new e-mail to fail once');
    const fresh = (await outboxRows()).filter((r) => !before.has(r.id));
    expect(fresh.every((r) => /ECONNREFUSED/.test(r.lastError ?? ''))).toBe(true);

    await sink.start();
    await expectEveryEmailArrivedOnce();
    for (const r of placed) {
      expect(await orderEmails(r.body.data!.reference, 'order-vouchers')).toHaveLength(1);
      expect(await orderEmails(r.body.data!.reference, 'order-paid')).toHaveLength(1);
    }
  }, 45_000);

  it('fulfils an order once, or not at all, when its instance is killed during the confirmation; a retry completes it once', async () => {
    await restock(1, 'SECP-KILL');
    c = await startServer({ ...env, DATA_DIR: dataDirs[2] });
    const placed = await placeOn(a, buyers[10]!, voucherOrder(shop.productId, 1));
    expect(placed.status).toBe(201);
    const { reference, total } = placed.body.data!;
    const order = await setup.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const stateOf = async () => ({
      status: (
        await setup.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).status,
      payments: (
        await setup.db.selectFrom('payments').select('id').where('orderId', '=', order.id).execute()
      ).length,
      invoices: (
        await setup.db.selectFrom('invoices').select('id').where('orderId', '=', order.id).execute()
      ).length,
      vouchers: (
        await setup.db
          .selectFrom('vouchers')
          .select('state')
          .where('orderId', '=', order.id)
          .execute()
      ).map((v) => v.state),
      voucherEmails: (await orderEmails(reference, 'order-vouchers')).length,
      paidEmails: (await orderEmails(reference, 'order-paid')).length,
    });

    // The confirmation is sent and the instance killed while it works on it.
    const inFlight = confirmOn(c, reference, total, 'UTRKILL1').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 15));
    await c.kill();
    await inFlight;
    const afterKill = await stateOf();
    const whole = {
      status: 'fulfilled',
      payments: 1,
      invoices: 1,
      vouchers: ['sold'],
      voucherEmails: 1,
      paidEmails: 1,
    };
    const none = {
      status: 'awaiting_payment',
      payments: 0,
      invoices: 0,
      vouchers: ['reserved'],
      voucherEmails: 0,
      paidEmails: 0,
    };
    expect([whole, none]).toContainEqual(afterKill);

    // Restarted, the staff member tries again with the same bank reference.
    c = await startServer({ ...env, DATA_DIR: dataDirs[2] });
    const retried = await confirmOn(c, reference, total, 'UTRKILL1');
    expect(retried.status).toBe(200);
    expect(retried.body.outcome).toBe(
      afterKill.status === 'fulfilled' ? 'already-recorded' : 'fulfilled',
    );
    expect(await stateOf()).toEqual(whole);
    // A job the killed instance had claimed is taken over after its lease.
    await expectEveryEmailArrivedOnce();
  }, 45_000);

  it("pays a card order once when Stripe's events reach both instances at once, twice and out of order; holds a wrong amount and a late payment", async () => {
    await restock(3, 'SECP-CARD');
    const card = { ...voucherOrder(shop.productId, 1), method: 'card' };
    const placed = await Promise.all(
      [20, 21, 22].map((i) => placeOn(instance(i), buyers[i]!, card)),
    );
    expect(placed.map((r) => r.status)).toEqual([201, 201, 201]);
    const [paid, wrong, late] = placed.map((r) => ({
      reference: r.body.data!.reference,
      total: r.body.data!.total,
      currency: 'INR',
    }));
    const deliver = (server: ServerProcess, event: object) => {
      const payload = JSON.stringify(event);
      return post<{ outcome?: string }>(`${server.url}/api/payments/stripe/webhook`, event, {
        'stripe-signature': signatureOf(payload),
      });
    };
    const paymentsOf = (reference: string) =>
      setup.db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.orderId')
        .select(['payments.status', 'payments.reason', 'orders.status as orderStatus'])
        .where('orders.reference', '=', reference)
        .execute();

    // The late-arriving "completed" and the earlier "async payment succeeded" of one session, each
    // delivered to both instances at the same moment, and each delivered twice.
    const completed = sessionEvent(paid!);
    const succeeded = sessionEvent(paid!, 'checkout.session.async_payment_succeeded');
    const answers = await Promise.all(
      [completed, succeeded, completed, succeeded].flatMap((event) => [
        deliver(a, event),
        deliver(b, event),
      ]),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((r) => r.body.outcome === 'fulfilled')).toHaveLength(1);
    expect(await paymentsOf(paid!.reference)).toEqual([
      { status: 'confirmed', reason: null, orderStatus: 'fulfilled' },
    ]);
    const recorded = await setup.db
      .selectFrom('stripeEvents')
      .select('id')
      .where('id', 'in', [completed.id, succeeded.id])
      .execute();
    expect(recorded).toHaveLength(2);

    // A wrong amount, to both instances at once: held for review once, the order still open.
    const short = sessionEvent(wrong!, undefined, { amount_total: wrong!.total - 100 });
    const shortAnswers = await Promise.all([deliver(a, short), deliver(b, short)]);
    expect(shortAnswers.map((r) => r.status)).toEqual([200, 200]);
    expect(await paymentsOf(wrong!.reference)).toEqual([
      { status: 'held_for_review', reason: 'amount', orderStatus: 'awaiting_payment' },
    ]);

    // A payment for an order whose hold has run out: held, and the code not sold.
    await expireDueOrders(setup.db, new Date(Date.now() + 3_600_000));
    const tooLate = sessionEvent(late!);
    const lateAnswers = await Promise.all([deliver(a, tooLate), deliver(b, tooLate)]);
    expect(lateAnswers.map((r) => r.status)).toEqual([200, 200]);
    expect(await paymentsOf(late!.reference)).toEqual([
      { status: 'held_for_review', reason: 'expired', orderStatus: 'expired' },
    ]);

    await expectEveryEmailArrivedOnce();
    expect(await orderEmails(paid!.reference, 'order-vouchers')).toHaveLength(1);
    expect(await orderEmails(paid!.reference, 'order-paid')).toHaveLength(1);
    expect(await orderEmails(late!.reference, 'order-vouchers')).toHaveLength(0);
  }, 45_000);
});
