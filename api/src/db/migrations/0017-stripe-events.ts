// Card payments through Stripe, and the staff's decision on a payment held for review.
// `stripe_events` keeps every webhook event that was handled, keyed by Stripe's event id and
// written in the transaction that records its payment: an event delivered again finds its row and
// changes nothing. A held payment gains its resolution (accepted: the order was fulfilled anyway;
// rejected: the money is to be returned) with who decided, when and why; added as columns, so
// the table's existing check of `status` stays as it is on both databases.
import { sql, type Kysely, type Migration } from 'kysely';

export const name = '0017_stripe_events';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stripe_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      // The order the event named (client_reference_id), when it named one.
      .addColumn('order_reference', 'text')
      .addColumn('outcome', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('payments')
      .addColumn('resolution', 'text', (c) =>
        c.check(sql`resolution is null or resolution in ('accepted', 'rejected')`),
      )
      .execute();
    await db.schema.alterTable('payments').addColumn('resolved_by', 'text').execute();
    await db.schema.alterTable('payments').addColumn('resolved_at', 'text').execute();
    await db.schema.alterTable('payments').addColumn('resolution_note', 'text').execute();
  },
};
