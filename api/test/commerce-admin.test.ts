// The staff's catalogue: admin only, every write audited, bad input refused with a message and
// nothing changed; imported codes are sealed at rest. Batches and coupons: commerce-schedule.test.ts.
import { batch, commerceClient, coupon, day, type Method } from './commerce-helpers';
import {
  json,
  signedInAdmin,
  signedInUser,
  testApp,
  dialects,
  type Account,
  type TestApp,
} from './helpers';

describe.each(dialects)('commerce admin (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let user: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
    user = await signedInUser(t.app);
  });
  afterAll(async () => t.close());
  const { as, asAdmin, events, refused } = commerceClient(
    () => t.app,
    () => admin,
  );

  const ROUTES: Array<[Method, string, object | undefined]> = [
    ['GET', '/commerce/voucher-products', undefined],
    ['POST', '/commerce/voucher-products', { courseSlug: 'a-plus', priceInr: 1, priceUsd: 1 }],
    ['PATCH', '/commerce/voucher-products/security-plus', { priceInr: 1 }],
    ['POST', '/commerce/vouchers/import', { csv: 'course,code,expiresOn' }],
    ['POST', '/commerce/vouchers/void', { code: 'SECP-AAAA-0001' }],
    ['GET', '/commerce/batches', undefined],
    ['POST', '/commerce/batches', batch],
    ['PATCH', '/commerce/batches/00000000-0000-4000-8000-000000000000', { capacity: 5 }],
    ['POST', '/commerce/batches/00000000-0000-4000-8000-000000000000/cancel', {}],
    ['GET', '/commerce/coupons', undefined],
    ['POST', '/commerce/coupons', coupon],
    ['POST', '/commerce/coupons/00000000-0000-4000-8000-000000000000/deactivate', {}],
  ];

  it.each(ROUTES)(
    'refuses %s %s to a visitor (401) and a user (403)',
    async (method, url, body) => {
      const payload = method === 'GET' ? undefined : (body ?? {});
      expect((await as(null, method, url, payload)).statusCode).toBe(401);
      expect((await as(user, method, url, payload)).statusCode).toBe(403);
    },
  );

  it('creates a voucher product, changes its price and deactivates it, each audited', async () => {
    const created = await asAdmin('POST', '/commerce/voucher-products', {
      courseSlug: 'security-plus',
      priceInr: 2_950_000,
      priceUsd: 37_000,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      data: {
        courseSlug: 'security-plus',
        active: true,
        stock: { available: 0, reserved: 0, sold: 0, void: 0 },
      },
    });
    expect(await events('voucher_product.create')).toHaveLength(1);
    const changed = await asAdmin('PATCH', '/commerce/voucher-products/security-plus', {
      priceInr: 3_000_000,
      active: false,
    });
    expect(json(changed)).toMatchObject({ data: { priceInr: 3_000_000, active: false } });
    const [event] = await events('voucher_product.update');
    expect(event).toMatchObject({
      targetType: 'voucher_product',
      summaryKey: 'voucher_product.changed',
    });
    await asAdmin('PATCH', '/commerce/voucher-products/security-plus', { active: true });
    expect(
      (
        await asAdmin('POST', '/commerce/voucher-products', {
          courseSlug: 'security-plus',
          priceInr: 1,
          priceUsd: 1,
        })
      ).statusCode,
    ).toBe(409);
  });

  it.each([
    ['a negative price', { priceInr: -100 }],
    ['a float price', { priceInr: 2950.5 }],
    ['a price over the limit', { priceInr: 1_000_000_001 }],
    ['a price of zero', { priceUsd: 0 }],
    ['an unknown course', { courseSlug: 'no-such-course' }],
    ['an unknown field', { discount: 5 }],
  ])('refuses a voucher product with %s', async (_, fields) => {
    await refused('POST', '/commerce/voucher-products', {
      courseSlug: 'a-plus',
      priceInr: 2_250_000,
      priceUsd: 26_500,
      ...fields,
    });
  });

  it('refuses a float price change and leaves the price as it was', async () => {
    await refused('PATCH', '/commerce/voucher-products/security-plus', { priceInr: 10.5 });
    expect(
      (await refused('PATCH', '/commerce/voucher-products/cloud-plus', { priceInr: 100 }, 404))
        .message,
    ).toMatch(/cloud-plus/);
  });

  const csv = (...rows: string[]) => ({ csv: ['course,code,expiresOn', ...rows].join('\n') });

  it('imports codes sealed at rest, counts them by state and voids one by its code', async () => {
    const res = await asAdmin(
      'POST',
      '/commerce/vouchers/import',
      csv(`security-plus,SECP-AAAA-0001,${day(200)}`, `security-plus,SECP-AAAA-0002,${day(200)}`),
    );
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ data: [{ courseSlug: 'security-plus', imported: 2 }] });
    expect(res.body).not.toContain('SECP-AAAA');
    const rows = await t.app.db.selectFrom('vouchers').selectAll().execute();
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain('SECP-AAAA');
      expect(row.codeSealed).toMatch(/^v1\./);
    }
    expect(rows.map((r) => t.app.voucherCodes.open(r.codeSealed)).sort()).toEqual([
      'SECP-AAAA-0001',
      'SECP-AAAA-0002',
    ]);
    const [event] = await events('voucher.import');
    expect(event?.summary).toBe('Imported 2 exam voucher codes (security-plus: 2)');

    expect(
      (await asAdmin('POST', '/commerce/vouchers/void', { code: 'secp-aaaa-0001' })).statusCode,
    ).toBe(200);
    expect(
      (await asAdmin('POST', '/commerce/vouchers/void', { code: 'SECP-AAAA-0001' })).statusCode,
    ).toBe(409);
    expect(
      (await asAdmin('POST', '/commerce/vouchers/void', { code: 'SECP-NONE-0001' })).statusCode,
    ).toBe(404);
    expect(await events('voucher.void')).toHaveLength(1);
    const list = json<{ data: Array<{ courseSlug: string; stock: object }> }>(
      await asAdmin('GET', '/commerce/voucher-products'),
    );
    expect(list.data.find((p) => p.courseSlug === 'security-plus')?.stock).toEqual({
      available: 1,
      reserved: 0,
      sold: 0,
      void: 1,
    });
    expect(JSON.stringify(list)).not.toContain('SECP-AAAA');
  });

  it('imports nothing when any row is bad, and names every bad row', async () => {
    const body = await refused(
      'POST',
      '/commerce/vouchers/import',
      csv(
        `security-plus,SECP-BBBB-0001,${day(200)}`,
        `no-such-course,SECP-BBBB-0002,${day(200)}`,
        `security-plus,SECP-AAAA-0002,${day(200)}`,
        `security-plus,SECP-BBBB-0001,${day(200)}`,
        `security-plus,SECP-BBBB-0003,2025-02-30`,
        `security-plus,SECP-BBBB-0004,${day(-1)}`,
        `cloud-plus,SECP-BBBB-0005,${day(200)}`,
      ),
    );
    expect(body.errors?.map((e) => e.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(body.errors?.map((e) => e.message)).toEqual([
      'unknown course "no-such-course"',
      'duplicate code: already imported',
      'duplicate code: the same as row 1',
      'expiry must be a date (YYYY-MM-DD)',
      `the code expired on ${day(-1)}`,
      'course "cloud-plus" has no exam voucher product yet: set its price first',
    ]);
    expect(
      (
        await refused('POST', '/commerce/vouchers/import', {
          csv: 'course,code,expiry,price\nsecurity-plus,SECP-CCCC-0001,2030-01-01,5',
        })
      ).message,
    ).toMatch(/unknown column.*price/);
    expect(
      (
        await refused('POST', '/commerce/vouchers/import', {
          csv: 'course,code\nsecurity-plus,SECP-CCCC-0001',
        })
      ).message,
    ).toMatch(/lacks.*expiresOn/);
  });
});
