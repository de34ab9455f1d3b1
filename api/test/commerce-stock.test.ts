// The stock checkout reserves: many orders at once never get one voucher code twice nor more
// seats than a batch has, on PostgreSQL (separate transactions of the pool, picking with SKIP
// LOCKED) and on SQLite (transactions serialised); what is released can be reserved again.
import { randomUUID } from 'node:crypto';
import {
  releaseSeats,
  releaseVouchers,
  reserveSeats,
  reserveVouchers,
  sellVouchers,
} from '../src/commerce/stock';
import { dialects, testApp, type TestApp } from './helpers';

const NOW = new Date();
const iso = NOW.toISOString();
const day = (days: number) =>
  new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const UNTIL = new Date(NOW.getTime() + 30 * 60_000).toISOString();

describe.each(dialects)('commerce stock (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  async function product(codes: number, expiresOn = day(365)): Promise<string> {
    const id = randomUUID();
    await t.app.db
      .insertInto('voucherProducts')
      .values({
        id,
        courseSlug: `course-${id.slice(0, 8)}`,
        priceInr: 2_950_000,
        priceUsd: 37_000,
        createdAt: iso,
        updatedAt: iso,
      })
      .execute();
    if (codes > 0) {
      await t.app.db
        .insertInto('vouchers')
        .values(
          Array.from({ length: codes }, (_, i) => {
            const code = `TEST-${id.slice(0, 8)}-${String(i).padStart(4, '0')}`;
            return {
              id: randomUUID(),
              productId: id,
              codeSealed: t.app.voucherCodes.seal(code),
              codeHash: t.app.voucherCodes.hash(code),
              expiresOn,
              createdAt: iso,
              updatedAt: iso,
            };
          }),
        )
        .execute();
    }
    return id;
  }

  async function batch(capacity: number, startsOn = day(30)): Promise<string> {
    const id = randomUUID();
    await t.app.db
      .insertInto('batches')
      .values({
        id,
        courseSlug: 'security-plus',
        startsOn,
        endsOn: startsOn,
        schedule: 'Sat–Sun, 10:00–17:00 IST',
        mode: 'online',
        city: null,
        capacity,
        priceInr: 1_800_000,
        priceUsd: 22_000,
        createdAt: iso,
        updatedAt: iso,
      })
      .execute();
    return id;
  }

  const states = async (productId: string) =>
    (
      await t.app.db
        .selectFrom('vouchers')
        .select(['state', 'orderId'])
        .where('productId', '=', productId)
        .execute()
    ).reduce<Record<string, number>>(
      (acc, row) => ({ ...acc, [row.state]: (acc[row.state] ?? 0) + 1 }),
      {},
    );

  it('gives 50 codes to 50 of 200 concurrent orders of one each, none twice, and sold-out to the rest', async () => {
    const productId = await product(50);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.db
          .transaction()
          .execute((trx) => reserveVouchers(trx, productId, 1, `order-${i}`, UNTIL)),
      ),
    );
    const won = results.flatMap((r) => (r.ok ? r.voucherIds : []));
    expect(won).toHaveLength(50);
    expect(new Set(won).size).toBe(50);
    expect(results.filter((r) => !r.ok && r.reason === 'sold-out')).toHaveLength(150);
    expect(await states(productId)).toEqual({ reserved: 50 });
  });

  it('changes nothing when fewer codes are free than an order asks for, and skips expired codes', async () => {
    const productId = await product(3);
    await product(0);
    const expired = await product(5, day(-1));
    expect(await reserveVouchers(t.app.db, productId, 4, 'big-order', UNTIL)).toEqual({
      ok: false,
      reason: 'sold-out',
    });
    expect(await states(productId)).toEqual({ available: 3 });
    expect(await reserveVouchers(t.app.db, expired, 1, 'late-order', UNTIL)).toMatchObject({
      ok: false,
    });
    const taken = await reserveVouchers(t.app.db, productId, 3, 'exact-order', UNTIL);
    expect(taken.ok && taken.voucherIds).toHaveLength(3);
  });

  it('returns released codes to stock and keeps sold ones sold', async () => {
    const productId = await product(2);
    const first = await reserveVouchers(t.app.db, productId, 1, 'order-a', UNTIL);
    const second = await reserveVouchers(t.app.db, productId, 1, 'order-b', UNTIL);
    expect(first.ok && second.ok).toBe(true);
    expect(await sellVouchers(t.app.db, 'order-a')).toEqual(first.ok ? first.voucherIds : []);
    expect(await releaseVouchers(t.app.db, 'order-a')).toBe(0);
    expect(await releaseVouchers(t.app.db, 'order-b')).toBe(1);
    expect(await states(productId)).toEqual({ sold: 1, available: 1 });
    const again = await reserveVouchers(t.app.db, productId, 1, 'order-c', UNTIL);
    expect(again).toEqual(second);
  });

  it('seats 20 of 100 concurrent orders of one seat and refuses the other 80', async () => {
    const batchId = await batch(20);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.db.transaction().execute((trx) => reserveSeats(trx, batchId, 1)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(results.filter((ok) => !ok)).toHaveLength(80);
    const row = await t.app.db
      .selectFrom('batches')
      .select('seatsTaken')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(row.seatsTaken).toBe(20);
    expect(await releaseSeats(t.app.db, batchId, 2)).toBe(true);
    expect(await reserveSeats(t.app.db, batchId, 3)).toBe(false);
    expect(await reserveSeats(t.app.db, batchId, 2)).toBe(true);
    expect(await releaseSeats(t.app.db, batchId, 21)).toBe(false);
  });

  it('refuses seats of a batch that has started or was cancelled', async () => {
    const started = await batch(10, day(0));
    expect(await reserveSeats(t.app.db, started, 1)).toBe(false);
    const cancelled = await batch(10);
    await t.app.db
      .updateTable('batches')
      .set({ state: 'cancelled' })
      .where('id', '=', cancelled)
      .execute();
    expect(await reserveSeats(t.app.db, cancelled, 1)).toBe(false);
    await expect(reserveSeats(t.app.db, cancelled, 0)).rejects.toThrow(RangeError);
  });
});
