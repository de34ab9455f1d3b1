// Orders and what follows them: the order with its price breakdown (integer minor units, split
// into CGST, SGST and IGST as the invoice states it), its lines, its timeline, the payments
// recorded against it, and the GST documents (tax invoices and credit notes) numbered
// consecutively per financial year. The outbox gains attachments (the seat confirmation's
// calendar file).
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0016_orders';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('billing_name', 'text', (c) => c.notNull())
      .addColumn('billing_address', 'text', (c) => c.notNull())
      .addColumn('billing_state', 'text')
      .addColumn('billing_country', 'text', (c) => c.notNull())
      .addColumn('billing_gstin', 'text')
      .addColumn('supply_kind', 'text', (c) => c.notNull())
      .addColumn('place_of_supply', 'text', (c) => c.notNull())
      .addColumn('coupon_id', 'text', (c) => c.references('coupons.id'))
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull())
      .addColumn('taxable', 'integer', (c) => c.notNull())
      .addColumn('cgst', 'integer', (c) => c.notNull())
      .addColumn('sgst', 'integer', (c) => c.notNull())
      .addColumn('igst', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('hold_until', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('utr', 'text')
      // A double submit carries the same key: the second answers the first order.
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('orders_idempotency', ['user_id', 'idempotency_key'])
      .addCheckConstraint(
        'orders_status',
        sql`status in ('awaiting_payment', 'paid', 'fulfilled', 'expired', 'cancelled', 'refunded')`,
      )
      .addCheckConstraint('orders_method', sql`method in ('bank', 'upi', 'card', 'paypal')`)
      .addCheckConstraint(
        'orders_amounts',
        sql`subtotal >= 0 and discount >= 0 and discount <= subtotal and total = taxable + cgst + sgst + igst`,
      )
      .execute();
    // The staff's list, newest first, whole or by status; a buyer's own list; the expiry sweep.
    await db.schema
      .createIndex('orders_created_idx')
      .on('orders')
      .columns(['created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('orders_status_created_idx')
      .on('orders')
      .columns(['status', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('orders_user_created_idx')
      .on('orders')
      .columns(['user_id', 'created_at desc'])
      .execute();
    await db.schema
      .createIndex('orders_status_hold_idx')
      .on('orders')
      .columns(['status', 'hold_until'])
      .execute();

    await db.schema
      .createTable('order_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.references('voucher_products.id'))
      .addColumn('batch_id', 'text', (c) => c.references('batches.id'))
      .addColumn('course_slug', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      // A JSON list of the attendees' names (seats); empty for vouchers.
      .addColumn('attendees', 'text', (c) => c.notNull().defaultTo('[]'))
      .addCheckConstraint('order_lines_kind', sql`kind in ('voucher', 'seat')`)
      .addCheckConstraint(
        'order_lines_item',
        sql`(kind = 'voucher' and product_id is not null and batch_id is null) or (kind = 'seat' and batch_id is not null and product_id is null)`,
      )
      .execute();
    await db.schema
      .createIndex('order_lines_order_idx')
      .on('order_lines')
      .column('order_id')
      .execute();

    await db.schema
      .createTable('order_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      // The event's place in its order's timeline: several events of one change share an instant.
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      // A short JSON object of what the event needs to be read (an amount, a reason).
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_events_order_idx')
      .on('order_events')
      .columns(['order_id', 'seq'])
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('confirmed_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      // One provider's transaction is recorded once, however often it is reported.
      .addUniqueConstraint('payments_transaction', ['method', 'transaction_id'])
      .addCheckConstraint('payments_status', sql`status in ('confirmed', 'held_for_review')`)
      .execute();
    await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
    await db.schema
      .createIndex('payments_status_idx')
      .on('payments')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createTable('document_sequences')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_sequences_pk', ['kind', 'financial_year'])
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addCheckConstraint('invoices_kind', sql`kind in ('invoice', 'credit-note')`)
      .execute();
    await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_id').execute();

    // Attachments as a JSON list of { filename, contentType, content (base64) }.
    await db.schema.alterTable('outbox_emails').addColumn('attachments', 'text').execute();
  },
};
