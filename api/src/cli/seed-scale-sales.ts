// The generator's orders and enquiries (npm run seed:scale -- --orders=N --enquiries=N): what
// buyers and visitors leave for the staff, with every status. Orders belong to the run's accounts
// (or, without --users, to accounts already there).
import { ENQUIRY_STATUSES, ORDER_STATUSES } from 'contracts';
import type { Db } from '../db/database';
import {
  COURSES,
  DAY_MS,
  DOMAINS,
  insertRows,
  iso,
  LANGS,
  pastMoment,
  person,
  uuid,
  type TableRun,
} from './seed-scale-rows';

const ORDER_METHODS = ['bank', 'upi', 'card', 'paypal'];
const STATES = ['MH', 'KA', 'DL', 'TN', 'GJ', 'WB', 'TG', 'UP'];

/** Adds `count` orders of `userIds` (none: of accounts already there). Returns the seconds it took. */
export async function seedOrders(
  db: Db,
  count: number,
  { random, tag, now }: TableRun,
  userIds: readonly string[],
): Promise<number> {
  const owners =
    userIds.length > 0
      ? userIds
      : (await db.selectFrom('users').select('id').limit(10_000).execute()).map((row) => row.id);
  if (owners.length === 0) throw new Error('orders need users: give --users=N as well');
  return insertRows(
    db,
    'orders',
    [
      'id',
      'reference',
      'user_id',
      'status',
      'method',
      'currency',
      'billing_name',
      'billing_address',
      'billing_state',
      'billing_country',
      'supply_kind',
      'place_of_supply',
      'subtotal',
      'discount',
      'taxable',
      'cgst',
      'sgst',
      'igst',
      'total',
      'hold_until',
      'lang',
      'utr',
      'idempotency_key',
      'paid_at',
      'created_at',
      'updated_at',
    ],
    count,
    (i) => {
      const who = person(random);
      const created = pastMoment(random, now);
      const status = random.pick(ORDER_STATUSES);
      const method = random.pick(ORDER_METHODS);
      const india = random.chance(0.85);
      const state = india ? random.pick(STATES) : null;
      const supply = !india ? 'export' : state === 'MH' ? 'intra-state' : 'inter-state';
      const subtotal = (5 + random.int(500)) * 10_000;
      const discount = random.chance(0.2) ? Math.round(subtotal / 10) : 0;
      const taxable = subtotal - discount;
      const half = supply === 'intra-state' ? Math.round(taxable * 0.09) : 0;
      const igst = supply === 'inter-state' ? Math.round(taxable * 0.18) : 0;
      const paid = status === 'paid' || status === 'fulfilled' || status === 'refunded';
      return [
        uuid(random),
        `SC-${tag.toUpperCase()}-${i}`,
        random.pick(owners),
        status,
        method,
        india ? 'INR' : 'USD',
        who.name,
        india ? '12 MG Road, Pune' : '1 Main Street',
        state,
        india ? 'IN' : random.pick(['AE', 'GB', 'US']),
        supply,
        state ?? 'export',
        subtotal,
        discount,
        taxable,
        half,
        half,
        igst,
        taxable + half * 2 + igst,
        iso(created + 2 * DAY_MS),
        random.pick(LANGS),
        paid && (method === 'bank' || method === 'upi') ? `UTR${random.int(1e9)}` : null,
        uuid(random),
        paid ? iso(created + random.int(DAY_MS)) : null,
        iso(created),
        iso(created + random.int(3 * DAY_MS)),
      ];
    },
  );
}

/** Adds `count` enquiries. Returns the seconds it took. */
export function seedEnquiries(
  db: Db,
  count: number,
  { random, tag, now }: TableRun,
): Promise<number> {
  return insertRows(
    db,
    'enquiries',
    [
      'id',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'created_at',
      'status',
      'course',
      'language',
      'updated_at',
    ],
    count,
    (i) => {
      const who = person(random);
      const created = pastMoment(random, now);
      const course = random.chance(0.7) ? random.pick(COURSES) : null;
      return [
        uuid(random),
        who.name,
        `${who.local}.${tag}.${i}@${random.pick(DOMAINS)}`,
        `+91 ${9_000_000_000 + random.int(999_999_999)}`,
        course ? `About ${course}` : 'Corporate training',
        'When does the next batch start, and is there a weekend option?',
        iso(created),
        random.pick(ENQUIRY_STATUSES),
        course,
        random.pick(LANGS),
        iso(created + random.int(10 * DAY_MS)),
      ];
    },
  );
}
