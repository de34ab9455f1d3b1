// What the site sells and the stock checkout reserves: a voucher product per course exam (its
// prices), the vouchers themselves (codes bought from the vendor, sealed at rest, with a keyed
// hash so one code is never imported twice), seats in scheduled training batches, and coupons.
// Money is integer minor units (paise, cents); dates are ISO-8601 text, like every other table.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0015_commerce_catalogue';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('voucher_products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('course_slug', 'text', (c) => c.notNull().unique())
      .addColumn('price_inr', 'integer', (c) => c.notNull())
      .addColumn('price_usd', 'integer', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('voucher_products_prices', sql`price_inr > 0 and price_usd > 0`)
      .execute();

    await db.schema
      .createTable('vouchers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('product_id', 'text', (c) => c.notNull().references('voucher_products.id'))
      // AES-256-GCM under a key derived from the server secret (lib/seal.ts).
      .addColumn('code_sealed', 'text', (c) => c.notNull())
      // HMAC-SHA256 of the normalized code: the same code cannot be stored twice.
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('available'))
      .addColumn('order_id', 'text')
      .addColumn('reserved_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('vouchers_state', sql`state in ('available', 'reserved', 'sold', 'void')`)
      .execute();
    // Reservation picks a product's available codes, the soonest to expire first.
    await db.schema
      .createIndex('vouchers_pick_idx')
      .on('vouchers')
      .columns(['product_id', 'state', 'expires_on', 'id'])
      .execute();
    // Release and sale find an order's codes.
    await db.schema.createIndex('vouchers_order_idx').on('vouchers').column('order_id').execute();

    await db.schema
      .createTable('batches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('course_slug', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text', (c) => c.notNull())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('price_inr', 'integer', (c) => c.notNull())
      .addColumn('price_usd', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('scheduled'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // The database itself refuses an oversold batch, whatever the code above it does.
      .addCheckConstraint('batches_seats', sql`seats_taken >= 0 and seats_taken <= capacity`)
      .addCheckConstraint('batches_mode', sql`mode in ('online', 'classroom')`)
      .addCheckConstraint('batches_state', sql`state in ('scheduled', 'cancelled')`)
      .execute();
    await db.schema
      .createIndex('batches_course_starts_idx')
      .on('batches')
      .columns(['course_slug', 'starts_on'])
      .execute();

    await db.schema
      .createTable('coupons')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Normalized with contracts' normalizeCouponCode (capitals, no spaces).
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text')
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_until', 'text', (c) => c.notNull())
      .addColumn('max_uses', 'integer', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
      // A JSON list of course slugs; empty for every course.
      .addColumn('courses', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('coupons_kind', sql`kind in ('percent', 'fixed')`)
      .addCheckConstraint('coupons_uses', sql`used >= 0 and used <= max_uses`)
      .execute();
  },
};
