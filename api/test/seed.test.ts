import { build } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, migrateToLatest } from '../src/db/database';
import { DEMO_CERTIFICATE_ID } from '../src/db/seed';
import { DEMO_VOUCHER_COUNT } from '../src/db/seed-commerce';
import { newId } from '../src/lib/ids';
import { bearer, dialects, json, signedInUser, testConfig } from './helpers';

describe.each(dialects)('demo data (%s)', (dialect) => {
  it('is seeded on the first start: the demo certificate, questions in 3 categories, reviews, posts, books', async () => {
    const ctx = await testConfig(dialect, { SEED_DEMO_DATA: 'true' });
    let seeded = 0;
    const app = await build({ config: ctx.config });
    try {
      const cert = await app.inject({
        method: 'GET',
        url: `/api/certificates/${DEMO_CERTIFICATE_ID}`,
      });
      expect(json(cert)).toMatchObject({
        success: true,
        data: { certificateId: DEMO_CERTIFICATE_ID, status: 'valid' },
      });
      const user = await signedInUser(app);
      const categories = json<{ data: Array<{ category: string; count: number }> }>(
        await app.inject({
          method: 'GET',
          url: '/api/questions/categories',
          headers: bearer(user.token),
        }),
      ).data;
      expect(categories.map((c) => c.category)).toEqual(['cloud', 'networking', 'security']);
      const list = await app.repos.certificates.list({ page: 1, pageSize: 50 });
      seeded = list.total;
      expect(list.total).toBeGreaterThanOrEqual(5);
      expect(list.rows.some((c) => c.status === 'revoked')).toBe(true);
    } finally {
      await app.close();
    }
    // A restart does not seed again.
    const again = await build({ config: ctx.config });
    try {
      expect((await again.repos.certificates.list({ page: 1, pageSize: 1 })).total).toBe(seeded);
      expect((await again.repos.content.reviews()).length).toBe(8);
    } finally {
      await again.close();
      await ctx.cleanup();
    }
  });
});

describe.each(dialects)('demo data over generated data (%s)', (dialect) => {
  it('starts on a database whose courses are already priced, keeping their prices', async () => {
    // What `npm run seed:scale -- --vouchers=N` leaves before a first start: a product per course.
    const ctx = await testConfig(dialect, { SEED_DEMO_DATA: 'true' });
    const db = createDb(ctx.config.database);
    const at = new Date().toISOString();
    const productId = newId();
    try {
      await migrateToLatest(db, ctx.config.database);
      await db
        .insertInto('voucherProducts')
        .values({
          id: productId,
          courseSlug: 'security-plus',
          priceInr: 1_234_500,
          priceUsd: 15_000,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const app = await build({ config: ctx.config });
    try {
      await app.ready();
      const products = await app.db
        .selectFrom('voucherProducts')
        .select(['id', 'courseSlug', 'priceInr'])
        .orderBy('courseSlug')
        .execute();
      expect(products.map((p) => p.courseSlug)).toEqual(['a-plus', 'iso-27001', 'security-plus']);
      expect(products.find((p) => p.courseSlug === 'security-plus')).toEqual({
        id: productId,
        courseSlug: 'security-plus',
        priceInr: 1_234_500,
      });
      const codes = await app.db
        .selectFrom('vouchers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('productId', '=', productId)
        .executeTakeFirstOrThrow();
      expect(Number(codes.n)).toBe(DEMO_VOUCHER_COUNT);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});

describe.each(dialects)('demo question bank (%s)', (dialect) => {
  it('spreads the correct answers: no position holds more than 40 % of them, overall or in a category', async () => {
    const ctx = await testConfig(dialect, { SEED_DEMO_DATA: 'true' });
    const app = await build({ config: ctx.config });
    try {
      const rows = await app.db
        .selectFrom('questions')
        .select(['category', 'correctOption'])
        .execute();
      // The open quiz's 15 and the assessments' 17.
      expect(rows.length).toBeGreaterThanOrEqual(32);
      const groups = new Map<string, number[]>([['all', []]]);
      for (const row of rows) {
        groups.get('all')!.push(row.correctOption);
        groups.set(row.category, [...(groups.get(row.category) ?? []), row.correctOption]);
      }
      for (const [group, positions] of groups) {
        const counts = new Map<number, number>();
        for (const p of positions) counts.set(p, (counts.get(p) ?? 0) + 1);
        const most = Math.max(...counts.values());
        expect({ group, share: most / positions.length <= 0.4 }).toEqual({ group, share: true });
      }
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});

describe('demo data in production', () => {
  it('is off by default', () => {
    expect(
      loadConfig(
        {
          NODE_ENV: 'production',
          JWT_SECRET: 'p'.repeat(40),
          PUBLIC_ORIGIN: 'https://site.example',
        },
        '/',
      ).seedDemoData,
    ).toBe(false);
  });
});
