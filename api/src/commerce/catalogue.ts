// Reading the catalogue: what a course page offers (public: prices, whether vouchers are in
// stock, the seats left in upcoming batches; never a code or a stock count) and the staff's lists.
import type { AdminVoucherProduct, CourseOffers, Lang } from 'contracts';
import { translator } from '../content-translations/localize';
import type { Db } from '../db/database';
import type { VoucherState } from '../db/schema';
import { batchView, productView } from './views';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Codes of a product that a reservation could take now: available and not expired. */
async function availableCount(db: Db, productId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('productId', '=', productId)
    .where('state', '=', 'available')
    .where('expiresOn', '>=', today(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A course's offers: its active voucher product (or null) and its upcoming scheduled batches,
 * each batch's schedule in `lang` where staff translated it (English otherwise).
 */
export async function courseOffers(
  db: Db,
  courseSlug: string,
  now: Date,
  lang: Lang = 'en',
): Promise<CourseOffers> {
  const product = await db
    .selectFrom('voucherProducts')
    .selectAll()
    .where('courseSlug', '=', courseSlug)
    .where('active', '=', 1)
    .executeTakeFirst();
  let voucher: CourseOffers['voucher'] = null;
  if (product) {
    const available = await availableCount(db, product.id, now);
    voucher = {
      id: product.id,
      priceInr: product.priceInr,
      priceUsd: product.priceUsd,
      inStock: available > 0,
      lowStock: available > 0 && available <= product.lowStockThreshold,
    };
  }
  const batches = await db
    .selectFrom('batches')
    .selectAll()
    .where('courseSlug', '=', courseSlug)
    .where('state', '=', 'scheduled')
    .where('startsOn', '>', today(now))
    .orderBy('startsOn')
    .orderBy('id')
    .execute();
  const translate = await translator(
    db,
    'batch',
    batches.map((b) => b.id),
    lang,
  );
  return {
    voucher,
    batches: batches.map((batch) => {
      const { id, startsOn, endsOn, mode, city, seatsLeft, priceInr, priceUsd } = batchView(batch);
      const schedule = translate(id, 'schedule', batch.schedule);
      return {
        id,
        startsOn,
        endsOn,
        schedule: schedule.text,
        scheduleLang: schedule.lang,
        mode,
        city,
        seatsLeft,
        priceInr,
        priceUsd,
      };
    }),
  };
}

/** Every voucher product with its codes counted by state (never the codes). */
/**
 * The codes counted by product and state: an index-only scan of vouchers_pick_idx (it leads with
 * both), never the codes' rows.
 */
export function stockCounts(db: Db) {
  return db
    .selectFrom('vouchers')
    .select(['productId', 'state', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy(['productId', 'state']);
}

export async function listVoucherProducts(db: Db): Promise<AdminVoucherProduct[]> {
  const [products, counts] = await Promise.all([
    db.selectFrom('voucherProducts').selectAll().orderBy('courseSlug').execute(),
    stockCounts(db).execute(),
  ]);
  const stock = new Map<string, Record<VoucherState, number>>();
  for (const { productId, state, n } of counts) {
    const entry = stock.get(productId) ?? { available: 0, reserved: 0, sold: 0, void: 0 };
    entry[state] = Number(n);
    stock.set(productId, entry);
  }
  return products.map((product) => productView(product, stock.get(product.id)));
}

/** One product with its stock counts. */
export async function findVoucherProduct(
  db: Db,
  courseSlug: string,
): Promise<AdminVoucherProduct | undefined> {
  const product = await db
    .selectFrom('voucherProducts')
    .selectAll()
    .where('courseSlug', '=', courseSlug)
    .executeTakeFirst();
  if (!product) return undefined;
  const counts = await db
    .selectFrom('vouchers')
    .select(['state', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('productId', '=', product.id)
    .groupBy('state')
    .execute();
  const stock = { available: 0, reserved: 0, sold: 0, void: 0 };
  for (const { state, n } of counts) stock[state] = Number(n);
  return productView(product, stock);
}
