// Demo commerce data (with the rest of the demo data, never in production unless
// SEED_DEMO_DATA=true): exam voucher prices for three courses, 20 clearly fake Security+ codes
// (sealed like real ones), two upcoming batches and the coupon WELCOME10. Dates are relative to
// the first start so the batches are upcoming; runs once (a marker of its own, so a database
// seeded before commerce existed gets it on its next start).
import type { VoucherCodes } from '../commerce/codes';
import { newId } from '../lib/ids';
import type { Db } from './database';
import type { Repositories } from './repositories';

const COMMERCE_SEED_MARKER = 'commerce_seed_v1';
export const DEMO_COUPON_CODE = 'WELCOME10';
export const DEMO_VOUCHER_COUNT = 20;

/** Course slug, price in paise, price in cents. */
const PRICES: Array<[string, number, number]> = [
  ['security-plus', 2_950_000, 37_000],
  ['a-plus', 2_250_000, 26_500],
  ['iso-27001', 4_500_000, 55_000],
];

export async function seedCommerceDemo(
  repos: Repositories,
  db: Db,
  codes: VoucherCodes,
  now: Date = new Date(),
): Promise<boolean> {
  if (await repos.meta.get(COMMERCE_SEED_MARKER)) return false;
  const iso = now.toISOString();
  const day = (days: number) =>
    new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    // A course already priced (by staff, or by the scale generator before a first start) keeps
    // its price: one product per course.
    const priced = new Map(
      (
        await trx
          .selectFrom('voucherProducts')
          .select(['id', 'courseSlug'])
          .where(
            'courseSlug',
            'in',
            PRICES.map(([slug]) => slug),
          )
          .execute()
      ).map((row) => [row.courseSlug, row.id]),
    );
    const products = PRICES.filter(([slug]) => !priced.has(slug)).map(
      ([courseSlug, priceInr, priceUsd]) => ({
        id: newId(),
        courseSlug,
        priceInr,
        priceUsd,
        createdAt: iso,
        updatedAt: iso,
      }),
    );
    if (products.length > 0) await trx.insertInto('voucherProducts').values(products).execute();
    for (const product of products) priced.set(product.courseSlug, product.id);
    const securityPlus = priced.get('security-plus') ?? '';
    await trx
      .insertInto('vouchers')
      .values(
        Array.from({ length: DEMO_VOUCHER_COUNT }, (_, i) => {
          const code = `DEMO-SECPLUS-${String(i + 1).padStart(4, '0')}`;
          return {
            id: newId(),
            productId: securityPlus,
            codeSealed: codes.seal(code),
            codeHash: codes.hash(code),
            expiresOn: day(365),
            createdAt: iso,
            updatedAt: iso,
          };
        }),
      )
      .execute();
    await trx
      .insertInto('batches')
      .values([
        {
          id: newId(),
          courseSlug: 'security-plus',
          startsOn: day(21),
          endsOn: day(29),
          schedule: 'Sat–Sun, 10:00–17:00 IST',
          mode: 'online',
          city: null,
          capacity: 20,
          priceInr: 1_800_000,
          priceUsd: 22_000,
          createdAt: iso,
          updatedAt: iso,
        },
        {
          id: newId(),
          courseSlug: 'iso-27001',
          startsOn: day(35),
          endsOn: day(39),
          schedule: 'Mon–Fri, 09:30–17:30 IST',
          mode: 'classroom',
          city: 'New Delhi',
          capacity: 12,
          priceInr: 9_500_000,
          priceUsd: 115_000,
          createdAt: iso,
          updatedAt: iso,
        },
      ])
      .execute();
    await trx
      .insertInto('coupons')
      .values({
        id: newId(),
        code: DEMO_COUPON_CODE,
        kind: 'percent',
        value: 1000,
        currency: null,
        validFrom: iso,
        validUntil: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
        maxUses: 1000,
        createdAt: iso,
        updatedAt: iso,
      })
      .execute();
  });
  await repos.meta.set(COMMERCE_SEED_MARKER, iso);
  return true;
}
