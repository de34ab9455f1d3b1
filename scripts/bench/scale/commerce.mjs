// The staff's lists of orders and enquiries, and the voucher stock list, over generated data
// (npm run seed:scale -- --orders=N --enquiries=N --vouchers=N --users=N): each page, filter and
// search, as the API runs them (a page's rows and its capped count).
import { dist, fromApi } from './common.mjs';

const { sql } = fromApi('kysely');

/** The row in the middle of a list (newest first), as a cursor. */
async function middle(db, table) {
  const size = Number(
    (await sql`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n,
  );
  if (size === 0) return { size, cursor: null };
  const row = (
    await sql`select created_at, id from ${sql.table(table)}
      order by created_at desc, id desc limit 1 offset ${Math.floor(size / 2)}`.execute(db)
  ).rows[0];
  return { size, cursor: { createdAt: row.createdAt, id: row.id } };
}

/** The rows an answer found: a page's total, or a list's length. */
const found = (answer) => (answer.total === undefined ? answer.length : answer.total);
const timed = (name, run) => [name, async () => found(await run())];

/** March of three years ago: a month of the ten years the generator spreads its rows over. */
function aMonth() {
  const year = new Date().getUTCFullYear() - 3;
  return { from: `${year}-03-01`, to: `${year}-03-31` };
}

export async function orderCases(db) {
  const { listStaffOrders } = dist('orders/staff-list.js');
  const orders = await middle(db, 'orders');
  if (!orders.cursor) return { size: 0, cases: [] };
  const order = (
    await sql`select o.reference, u.email from orders o join users u on u.id = o.user_id
      order by o.created_at desc, o.id desc limit 1 offset ${Math.floor(orders.size / 3)}`.execute(
      db,
    )
  ).rows[0];
  const month = aMonth();
  const O = (options) => () => listStaffOrders(db, { limit: 20, ...options });
  return {
    size: orders.size,
    cases: [
      timed('first page', O({})),
      timed('deep page (middle, by cursor)', O({ cursor: orders.cursor })),
      timed('status paid', O({ status: 'paid' })),
      timed('status paid, deep page', O({ status: 'paid', cursor: orders.cursor })),
      timed('one month', O(month)),
      timed('one month, status refunded', O({ ...month, status: 'refunded' })),
      timed('reference prefix', O({ q: order.reference.slice(0, -1) })),
      timed('name "Meera" (common)', O({ q: 'Meera' })),
      timed('name "meera", status paid', O({ q: 'meera', status: 'paid' })),
      timed('name "hakon ødegård" (rare)', O({ q: 'Håkon Ødegård' })),
      timed('name "मीरा शर्मा"', O({ q: 'मीरा शर्मा' })),
      timed('name "الحسن"', O({ q: 'الحسن' })),
      timed('name starts "Ro" (2 characters)', O({ q: 'Ro' })),
      timed('buyer e-mail prefix', O({ q: order.email.slice(0, order.email.indexOf('@') + 3) })),
      timed('nothing found', O({ q: 'Zzqxv' })),
    ],
  };
}

export async function enquiryCases(db) {
  const { listStaffEnquiries } = dist('enquiries/inbox.js');
  const enquiries = await middle(db, 'enquiries');
  const enquiry = (
    await sql`select email, course from enquiries where course is not null
      order by created_at desc, id desc limit 1 offset ${Math.floor(enquiries.size / 3)}`.execute(
      db,
    )
  ).rows[0];
  if (!enquiries.cursor || !enquiry) return { size: 0, cases: [] };
  const E = (options) => () => listStaffEnquiries(db, { limit: 20, ...options });
  return {
    size: enquiries.size,
    cases: [
      timed('first page', E({})),
      timed('deep page (middle, by cursor)', E({ cursor: enquiries.cursor })),
      timed('status new', E({ status: 'new' })),
      timed('course', E({ course: enquiry.course })),
      timed(
        'course + status won, deep',
        E({ course: enquiry.course, status: 'won', cursor: enquiries.cursor }),
      ),
      timed('one month', E(aMonth())),
      timed('name "sharma" (common)', E({ q: 'sharma' })),
      timed('name "Élodie", status lost', E({ q: 'Élodie', status: 'lost' })),
      timed('name "الحسن"', E({ q: 'الحسن' })),
      timed('name starts "Ro" (2 characters)', E({ q: 'Ro' })),
      timed('e-mail prefix "learner." (common)', E({ q: 'learner.' })),
      timed('e-mail prefix', E({ q: enquiry.email.slice(0, enquiry.email.indexOf('@') + 2) })),
      timed('nothing found', E({ q: 'Zzqxv' })),
    ],
  };
}

export async function voucherCases(db) {
  const { listVoucherProducts } = dist('commerce/catalogue.js');
  const size = Number((await sql`select count(*) as n from vouchers`.execute(db)).rows[0].n);
  return {
    size,
    cases: [timed('stock (products, codes by state)', () => listVoucherProducts(db))],
  };
}
