// A course's offers, for anyone: the voucher's prices and whether it is in stock, upcoming
// scheduled batches soonest first with the seats left; never a code nor a stock count.
import { randomUUID } from 'node:crypto';
import { build } from '../src/app';
import { reserveSeats } from '../src/commerce/stock';
import { DEMO_COUPON_CODE } from '../src/db/seed-commerce';
import { dialects, json, testApp, testConfig, type TestApp } from './helpers';

const NOW = new Date();
const iso = NOW.toISOString();
const day = (days: number) =>
  new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

interface Offers {
  data: {
    voucher: { priceInr: number; priceUsd: number; inStock: boolean; lowStock: boolean } | null;
    batches: Array<{ id: string; startsOn: string; seatsLeft: number; city: string | null }>;
  };
}

describe.each(dialects)('course offers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  const offers = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/courses/${slug}/offers` });

  async function addBatch(courseSlug: string, startsOn: string, fields: object = {}) {
    const id = randomUUID();
    await t.app.db
      .insertInto('batches')
      .values({
        id,
        courseSlug,
        startsOn,
        endsOn: startsOn,
        schedule: 'Sat–Sun, 10:00–17:00 IST',
        mode: 'online',
        city: null,
        capacity: 10,
        priceInr: 1_800_000,
        priceUsd: 22_000,
        createdAt: iso,
        updatedAt: iso,
        ...fields,
      })
      .execute();
    return id;
  }

  it('answers 404 with a message for a course that does not exist', async () => {
    const res = await offers('no-such-course');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({
      success: false,
      message: expect.stringContaining('no-such-course'),
    });
  });

  it('offers nothing for a course without prices or batches', async () => {
    const res = await offers('cloud-plus');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { voucher: null, batches: [] } });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('shows upcoming scheduled batches soonest first with seats left, hiding past and cancelled ones', async () => {
    const later = await addBatch('cysa-plus', day(40));
    const sooner = await addBatch('cysa-plus', day(10), { mode: 'classroom', city: 'Pune' });
    await addBatch('cysa-plus', day(-5));
    await addBatch('cysa-plus', day(20), { state: 'cancelled' });
    expect(await reserveSeats(t.app.db, sooner, 3)).toBe(true);
    const body = json<Offers>(await offers('cysa-plus'));
    expect(body.data.batches.map((b) => b.id)).toEqual([sooner, later]);
    expect(body.data.batches[0]).toEqual({
      id: sooner,
      startsOn: day(10),
      endsOn: day(10),
      schedule: 'Sat–Sun, 10:00–17:00 IST',
      // No translation given: the schedule staff typed, said to be English.
      scheduleLang: 'en',
      mode: 'classroom',
      city: 'Pune',
      seatsLeft: 7,
      priceInr: 1_800_000,
      priceUsd: 22_000,
    });
  });

  it('says whether vouchers are in stock and low, never how many nor which codes', async () => {
    const productId = randomUUID();
    await t.app.db
      .insertInto('voucherProducts')
      .values({
        id: productId,
        courseSlug: 'pentest-plus',
        priceInr: 3_200_000,
        priceUsd: 40_400,
        lowStockThreshold: 2,
        createdAt: iso,
        updatedAt: iso,
      })
      .execute();
    expect(json<Offers>(await offers('pentest-plus')).data.voucher).toEqual({
      // The product an order names.
      id: expect.any(String),
      priceInr: 3_200_000,
      priceUsd: 40_400,
      inStock: false,
      lowStock: false,
    });
    const codes = ['OFFER-CODE-0001', 'OFFER-CODE-0002'];
    await t.app.db
      .insertInto('vouchers')
      .values(
        codes.map((code) => ({
          id: randomUUID(),
          productId,
          codeSealed: t.app.voucherCodes.seal(code),
          codeHash: t.app.voucherCodes.hash(code),
          expiresOn: day(100),
          createdAt: iso,
          updatedAt: iso,
        })),
      )
      .execute();
    const res = await offers('pentest-plus');
    expect(json<Offers>(res).data.voucher).toMatchObject({ inStock: true, lowStock: true });
    for (const code of codes) expect(res.body).not.toContain(code);
    expect(res.body).not.toMatch(/"(available|count|stock|code)"/);

    await t.app.db
      .updateTable('voucherProducts')
      .set({ active: 0 })
      .where('id', '=', productId)
      .execute();
    expect(json<Offers>(await offers('pentest-plus')).data.voucher).toBeNull();
  });
});

describe.each(dialects)('demo commerce data (%s)', (dialect) => {
  it('prices Security+ at ₹29,500 and $370 with 20 fake codes, two upcoming batches and WELCOME10', async () => {
    const ctx = await testConfig(dialect, { SEED_DEMO_DATA: 'true' });
    const app = await build({ config: ctx.config });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/courses/security-plus/offers' });
      const { data } = json<Offers>(res);
      expect(data.voucher).toEqual({
        id: expect.any(String),
        priceInr: 2_950_000,
        priceUsd: 37_000,
        inStock: true,
        lowStock: false,
      });
      expect(data.batches).toHaveLength(1);
      expect(data.batches[0]!.startsOn > day(0)).toBe(true);
      const iso27001 = json<Offers>(
        await app.inject({ method: 'GET', url: '/api/courses/iso-27001/offers' }),
      );
      expect(iso27001.data.batches[0]).toMatchObject({ city: 'New Delhi' });
      const vouchers = await app.db.selectFrom('vouchers').select('codeSealed').execute();
      expect(vouchers).toHaveLength(20);
      expect(vouchers.every((v) => !v.codeSealed.includes('DEMO'))).toBe(true);
      expect(app.voucherCodes.open(vouchers[0]!.codeSealed)).toMatch(/^DEMO-SECPLUS-\d{4}$/);
      const coupon = await app.db.selectFrom('coupons').selectAll().executeTakeFirstOrThrow();
      expect(coupon).toMatchObject({ code: DEMO_COUPON_CODE, kind: 'percent', value: 1000 });
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});
