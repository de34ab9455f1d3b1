// The scale generator's exam voucher codes (npm run seed:scale -- --vouchers=N): codes in stock
// and sold, for the voucher products already there (or, in a database without any, one product
// per course below, at the demo's prices). Each code is sealed and hashed as an import stores it
// (commerce/codes.ts), so fulfilment can open it and a later import meets its hash; sealing is a
// few microseconds a code, so it does not slow the run down much.
import { isCourseSlug } from 'contracts';
import type { VoucherCodes } from '../commerce/codes';
import type { Db } from '../db/database';

type Row = ReadonlyArray<string | number | null>;

/** What seed-scale.ts lends this module: its row inserter, its random source and its run. */
export interface VoucherSeedContext {
  insertRows: (
    db: Db,
    table: string,
    columns: readonly string[],
    count: number,
    make: (index: number) => Row,
  ) => Promise<number>;
  /** Uniform in [0, 1), from the run's seed. */
  next: () => number;
  /** The run's tag, in every code (runs never collide on the codes' unique hashes). */
  tag: string;
  now: number;
  codes: VoucherCodes;
}

/** Course slug, price in paise, price in cents, for a database without voucher products. */
const PRODUCTS: Array<[string, number, number]> = [
  ['security-plus', 2_950_000, 37_000],
  ['a-plus', 2_250_000, 26_500],
  ['network-plus', 2_650_000, 31_500],
  ['iso-27001', 4_500_000, 55_000],
];

/** Where the generated codes stand: most in stock or sold, a few held or voided. */
const STATES: Array<[state: string, upTo: number]> = [
  ['available', 0.55],
  ['sold', 0.9],
  ['reserved', 0.95],
  ['void', 1],
];

const DAY_MS = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The products' IDs, creating one per course of PRODUCTS when there are none. */
async function productIds(db: Db, now: string): Promise<string[]> {
  const existing = await db.selectFrom('voucherProducts').select('id').execute();
  if (existing.length > 0) return existing.map((row) => row.id);
  const products = PRODUCTS.filter(([slug]) => isCourseSlug(slug)).map(
    ([courseSlug, priceInr, priceUsd], i) => ({
      id: `scale-product-${i}-${courseSlug}`,
      courseSlug,
      priceInr,
      priceUsd,
      createdAt: now,
      updatedAt: now,
    }),
  );
  await db.insertInto('voucherProducts').values(products).execute();
  return products.map((product) => product.id);
}

/** Adds `count` voucher codes; returns the seconds it took. */
export async function seedScaleVouchers(
  db: Db,
  count: number,
  context: VoucherSeedContext,
): Promise<number> {
  const { next, tag, now, codes } = context;
  const started = performance.now();
  const products = await productIds(db, iso(now));
  // Codes sold or held belong to an order; orders of any run will do (they have no lines).
  const orders = (await db.selectFrom('orders').select('id').limit(10_000).execute()).map(
    (row) => row.id,
  );
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  await context.insertRows(
    db,
    'vouchers',
    [
      'id',
      'product_id',
      'code_sealed',
      'code_hash',
      'expires_on',
      'state',
      'order_id',
      'reserved_until',
      'created_at',
      'updated_at',
    ],
    count,
    (i) => {
      const roll = next();
      const state = STATES.find(([, upTo]) => roll < upTo)?.[0] ?? 'available';
      const code = `SCALE-${tag.toUpperCase()}-${i.toString(36).toUpperCase().padStart(6, '0')}`;
      // Imported up to three years ago; valid for a year or two from then.
      const imported = now - Math.floor(next() * 3 * 365 * DAY_MS);
      const expires = imported + (365 + Math.floor(next() * 365)) * DAY_MS;
      const withOrder = (state === 'sold' || state === 'reserved') && orders.length > 0;
      return [
        `scale-voucher-${tag}-${i}`,
        pick(products),
        codes.seal(code),
        codes.hash(code),
        iso(expires).slice(0, 10),
        state,
        withOrder ? pick(orders) : null,
        state === 'reserved' ? iso(now + DAY_MS) : null,
        iso(imported),
        iso(imported + Math.floor(next() * 30 * DAY_MS)),
      ];
    },
  );
  return (performance.now() - started) / 1000;
}
