// The generator's orders, enquiries and voucher codes at a small size, and the staff's lists over
// them: the first page, every page by cursor, each filter and each search answer the right rows
// in the list's order with the right total, and each query reads an index (EXPLAIN), so the
// lists stay fast at a million rows.
import { sql, type Compilable } from 'kysely';
import { listVoucherProducts, stockCounts } from '../src/commerce/catalogue';
import { parseScaleArgs, seedScale } from '../src/cli/seed-scale';
import type { Db } from '../src/db/database';
import {
  listStaffEnquiries,
  staffEnquiryQueries,
  type StaffEnquiryListOptions,
} from '../src/enquiries/inbox';
import { cappedTotal, DENSE_NAME_MATCHES } from '../src/lib/list-search';
import {
  listStaffOrders,
  staffOrderQueries,
  type StaffOrderListOptions,
} from '../src/orders/staff-list';
import {
  bearer,
  dialects,
  json,
  signedInAdmin,
  testApp,
  type Account,
  type TestApp,
} from './helpers';
import { queryPlans } from './query-plans';

const ORDERS = 1500;
const ENQUIRIES = 1500;
const VOUCHERS = 600;

interface Listed {
  id: string;
  createdAt: string;
}

/** Newest first, then the greater id first: the lists' order. */
function listOrder(a: Listed, b: Listed): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const ids = (rows: Listed[]) => rows.map((row) => row.id);

interface OrderRow extends Listed {
  reference: string;
  status: string;
  billingName: string;
  buyerEmail: string;
}

interface EnquiryRow extends Listed {
  name: string;
  email: string;
  status: string;
  course: string | null;
}

describe.each(dialects)('scale: generated orders, enquiries and vouchers (%s)', (dialect) => {
  let t: TestApp;
  let db: Db;
  let admin: Account;
  let orders: OrderRow[];
  let enquiries: EnquiryRow[];

  beforeAll(async () => {
    t = await testApp(dialect);
    db = t.app.db;
    admin = await signedInAdmin(t.app);
    const reports = await seedScale(
      db,
      { certificates: 0, users: 80, orders: ORDERS, enquiries: ENQUIRIES, vouchers: VOUCHERS },
      { seed: 7, voucherCodes: t.app.voucherCodes },
    );
    expect(reports.map((r) => [r.table, r.rows])).toEqual([
      ['users', 80],
      ['orders', ORDERS],
      ['enquiries', ENQUIRIES],
      ['vouchers', VOUCHERS],
    ]);
    orders = (
      await db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.userId')
        .select([
          'orders.id',
          'orders.createdAt',
          'orders.reference',
          'orders.status',
          'orders.billingName',
          'users.email as buyerEmail',
        ])
        .execute()
    ).sort(listOrder);
    enquiries = (
      await db
        .selectFrom('enquiries')
        .select(['id', 'createdAt', 'name', 'email', 'status', 'course'])
        .execute()
    ).sort(listOrder);
    if (dialect === 'postgres') {
      await sql`analyze orders`.execute(db);
      await sql`analyze enquiries`.execute(db);
      await sql`analyze vouchers`.execute(db);
    }
  });

  afterAll(async () => {
    await t.close();
  });

  /** Every page of the orders list by cursor, `limit` rows a page. */
  async function walkOrders(options: Omit<StaffOrderListOptions, 'limit'>, limit = 200) {
    const walked: OrderRow[] = [];
    let page = await listStaffOrders(db, { ...options, limit });
    const total = page.total;
    walked.push(...(page.rows as OrderRow[]));
    while (page.next) {
      page = await listStaffOrders(db, { ...options, limit, cursor: page.next });
      walked.push(...(page.rows as OrderRow[]));
    }
    return { walked, total };
  }

  async function walkEnquiries(options: Omit<StaffEnquiryListOptions, 'limit'>, limit = 200) {
    const walked: EnquiryRow[] = [];
    let page = await listStaffEnquiries(db, { ...options, limit });
    const total = page.total;
    walked.push(...(page.rows as EnquiryRow[]));
    while (page.next) {
      page = await listStaffEnquiries(db, { ...options, limit, cursor: page.next });
      walked.push(...(page.rows as EnquiryRow[]));
    }
    return { walked, total };
  }

  it('generates voucher codes sealed and hashed as an import stores them, in every state', async () => {
    const vouchers = await db.selectFrom('vouchers').selectAll().execute();
    expect(vouchers).toHaveLength(VOUCHERS);
    expect(new Set(vouchers.map((v) => v.state))).toEqual(
      new Set(['available', 'sold', 'reserved', 'void']),
    );
    const sample = vouchers[0];
    const code = t.app.voucherCodes.open(sample?.codeSealed ?? '');
    expect(code).toMatch(/^SCALE-/);
    expect(t.app.voucherCodes.hash(code)).toBe(sample?.codeHash);
    expect(vouchers.filter((v) => v.state === 'sold').every((v) => v.orderId !== null)).toBe(true);
    expect(parseScaleArgs(['--vouchers=5']).vouchers).toBe(5);
    // The stock list counts them by product and state.
    const listed = await listVoucherProducts(db);
    const counted = listed.reduce(
      (sum, product) =>
        sum + Object.values(product.stock as Record<string, number>).reduce((a, b) => a + b, 0),
      0,
    );
    expect(counted).toBe(VOUCHERS);
  });

  it('pages the orders newest first, by cursor to the end, with the total', async () => {
    const first = await listStaffOrders(db, { limit: 20 });
    expect(ids(first.rows)).toEqual(ids(orders.slice(0, 20)));
    expect(first).toMatchObject({ total: ORDERS, totalCapped: false });
    const { walked } = await walkOrders({});
    expect(ids(walked)).toEqual(ids(orders));
  });

  it('filters the orders by status and dates', async () => {
    const { walked, total } = await walkOrders({ status: 'paid' }, 50);
    const want = orders.filter((o) => o.status === 'paid');
    expect(want.length).toBeGreaterThan(100);
    expect(ids(walked)).toEqual(ids(want));
    expect(total).toBe(want.length);

    const from = orders[800]?.createdAt.slice(0, 10) ?? '';
    const to = orders[300]?.createdAt.slice(0, 10) ?? '';
    const inDays = (o: Listed) =>
      o.createdAt.slice(0, 10) >= from && o.createdAt.slice(0, 10) <= to;
    const dated = await walkOrders({ from, to, status: 'fulfilled' }, 30);
    const wantDated = orders.filter((o) => inDays(o) && o.status === 'fulfilled');
    expect(wantDated.length).toBeGreaterThan(10);
    expect(ids(dated.walked)).toEqual(ids(wantDated));
    expect(dated.total).toBe(wantDated.length);
  });

  it('searches the orders by reference prefix, any part of the name and e-mail prefix', async () => {
    const target = orders[123] as OrderRow;
    const refPrefix = target.reference.slice(0, target.reference.length - 1).toLowerCase();
    const byRef = await listStaffOrders(db, { limit: 100, q: refPrefix });
    const wantRef = orders.filter(
      (o) =>
        o.reference.startsWith(refPrefix.toUpperCase()) ||
        o.billingName.toLowerCase().includes(refPrefix),
    );
    expect(ids(byRef.rows)).toContain(target.id);
    expect(ids(byRef.rows)).toEqual(ids(wantRef));

    // Common and rare names, other scripts, another case, one to three characters.
    for (const term of ['Meera', 'MÜLLER', 'Ro', 'मीरा', 'الحسن', 'ya Sh', 'o']) {
      const key = term.toLowerCase();
      const want = orders.filter((o) => {
        const name = o.billingName.toLowerCase();
        return [...term].length < 3 ? name.startsWith(key) : name.includes(key);
      });
      expect({ term, count: want.length > 0 }).toEqual({ term, count: true });
      const { walked, total } = await walkOrders({ q: term }, 40);
      expect({ term, found: ids(walked) }).toEqual({ term, found: ids(want) });
      expect({ term, total }).toEqual({ term, total: want.length });
    }
    // Status and name together, as the page reads them.
    const paidMeera = orders.filter(
      (o) => o.status === 'paid' && o.billingName.toLowerCase().includes('meera'),
    );
    expect(ids((await walkOrders({ q: 'meera', status: 'paid' }, 10)).walked)).toEqual(
      ids(paidMeera),
    );

    const email = target.buyerEmail;
    const prefix = email.slice(0, email.indexOf('@') + 3).toUpperCase();
    const byEmail = await walkOrders({ q: prefix }, 25);
    const wantEmail = orders.filter((o) => o.buyerEmail.startsWith(prefix.toLowerCase()));
    expect(ids(byEmail.walked)).toEqual(ids(wantEmail));
    expect((await listStaffOrders(db, { limit: 10, q: 'Zzqxv' })).total).toBe(0);
  });

  it('answers the same rows and counts when SQLite walks the list for a common search', async () => {
    // From DENSE_NAME_MATCHES matches the page walks the list's (or the filter's) index: the
    // generated data has fewer, so the walking queries are run here directly.
    const cases: Array<[Omit<StaffOrderListOptions, 'limit'>, (o: OrderRow) => boolean]> = [
      [{ q: 'meera' }, (o) => o.billingName.toLowerCase().includes('meera')],
      [
        { q: 'Sharma', status: 'paid' },
        (o) => o.status === 'paid' && o.billingName.toLowerCase().includes('sharma'),
      ],
      [
        { q: 'Ro', from: '2019-01-01' },
        (o) => o.createdAt >= '2019-01-01' && o.billingName.toLowerCase().startsWith('ro'),
      ],
    ];
    for (const [options, keep] of cases) {
      const want = orders.filter(keep);
      const queries = staffOrderQueries(db, { ...options, limit: 15 }, true);
      const rows = (await queries.rows.execute()) as OrderRow[];
      const count = await queries.count.executeTakeFirst();
      expect({ options, rows: ids(rows) }).toEqual({ options, rows: ids(want.slice(0, 16)) });
      expect({ options, count: Number(count?.count) }).toEqual({ options, count: want.length });
    }
    const inbox = await staffEnquiryQueries(db, { q: 'sharma', status: 'new', limit: 15 }, true);
    const wantInbox = enquiries.filter(
      (e) =>
        e.status === 'new' &&
        (e.email.startsWith('sharma') || e.name.toLowerCase().includes('sharma')),
    );
    expect(ids((await inbox.rows.execute()) as EnquiryRow[])).toEqual(ids(wantInbox.slice(0, 16)));
    expect(Number((await inbox.count.executeTakeFirst())?.count)).toBe(wantInbox.length);
  });

  it('finds an order by its billing name as written and as changed', async () => {
    const target = orders[10] as OrderRow;
    await db
      .updateTable('orders')
      .set({ billingName: 'Quistgård Traders' })
      .where('id', '=', target.id)
      .execute();
    const find = async (q: string) => ids((await listStaffOrders(db, { limit: 10, q })).rows);
    expect(await find('stgård trad')).toEqual([target.id]);
    await db
      .updateTable('orders')
      .set({ billingName: target.billingName })
      .where('id', '=', target.id)
      .execute();
    expect(await find('stgård trad')).toEqual([]);
  });

  it('pages, filters and searches the enquiries', async () => {
    const { walked, total } = await walkEnquiries({});
    expect(ids(walked)).toEqual(ids(enquiries));
    expect(total).toBe(ENQUIRIES);

    const course = enquiries.find((e) => e.course)?.course as string;
    const byCourse = await walkEnquiries({ course, status: 'won' }, 10);
    const wantCourse = enquiries.filter((e) => e.course === course && e.status === 'won');
    expect(wantCourse.length).toBeGreaterThan(5);
    expect(ids(byCourse.walked)).toEqual(ids(wantCourse));
    expect(byCourse.total).toBe(wantCourse.length);

    const from = enquiries[900]?.createdAt.slice(0, 10) ?? '';
    const to = enquiries[200]?.createdAt.slice(0, 10) ?? '';
    const dated = await walkEnquiries({ from, to }, 100);
    const wantDated = enquiries.filter(
      (e) => e.createdAt.slice(0, 10) >= from && e.createdAt.slice(0, 10) <= to,
    );
    expect(ids(dated.walked)).toEqual(ids(wantDated));

    for (const term of ['sharma', 'Élodie', 'منصور', 'ya Sh', 'le', 'learner.']) {
      const key = term.toLowerCase();
      const want = enquiries.filter((e) => {
        const name = e.name.toLowerCase();
        return (
          e.email.startsWith(key) ||
          ([...term].length < 3 ? name.startsWith(key) : name.includes(key))
        );
      });
      expect({ term, count: want.length > 0 }).toEqual({ term, count: true });
      const found = await walkEnquiries({ q: term }, 60);
      expect({ term, found: ids(found.walked) }).toEqual({ term, found: ids(want) });
      expect({ term, total: found.total }).toEqual({ term, total: want.length });
    }
    const email = (enquiries[42] as EnquiryRow).email;
    const atPrefix = email.slice(0, email.indexOf('@') + 2);
    expect(ids((await walkEnquiries({ q: atPrefix }, 10)).walked)).toEqual(
      ids(enquiries.filter((e) => e.email.startsWith(atPrefix))),
    );
  });

  it('answers totals and cursors over HTTP, and 400 to a cursor or a day it cannot read', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(admin.token) });
    const first = json<{ data: Array<{ reference: string }>; next: string; total: number }>(
      await get('/commerce/orders?limit=5&status=paid'),
    );
    const paid = orders.filter((o) => o.status === 'paid');
    expect(first.total).toBe(paid.length);
    expect(first.data.map((o) => o.reference)).toEqual(paid.slice(0, 5).map((o) => o.reference));
    const second = json<{ data: Array<{ reference: string }> }>(
      await get(`/commerce/orders?limit=5&status=paid&after=${first.next}`),
    );
    expect(second.data.map((o) => o.reference)).toEqual(paid.slice(5, 10).map((o) => o.reference));
    const inbox = json<{ total: number; totalCapped: boolean; next: string }>(
      await get('/enquiries?limit=5'),
    );
    expect(inbox).toMatchObject({ total: ENQUIRIES, totalCapped: false });
    for (const url of [
      '/commerce/orders?after=bm90LWEtY3Vyc29y',
      '/commerce/orders?from=2026-02-31',
      '/enquiries?to=2025-13-01',
      '/enquiries/export?from=2026-02-30',
      '/enquiries?after=bm90LWEtY3Vyc29y',
    ]) {
      const answer = await get(url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 400 });
      expect(json(answer)).toMatchObject({ success: false });
    }
  });

  it('caps the total at 10,000', () => {
    expect(cappedTotal({ count: 10_001 })).toEqual({ total: 10_000, totalCapped: true });
    expect(cappedTotal({ count: '10000' })).toEqual({ total: 10_000, totalCapped: false });
  });

  /** The plan of each query, one text per query. */
  function plans(queries: Compilable[]): Promise<string[]> {
    return queryPlans(db, dialect, queries);
  }

  function expectIndexed(label: unknown, plan: string) {
    if (dialect === 'sqlite') {
      // A scan without an index reads the whole table: every SCAN must name one (FTS tables
      // are read by their own index: "VIRTUAL TABLE INDEX").
      expect({ label, plan }).not.toEqual({
        label,
        plan: expect.stringMatching(/SCAN (orders|enquiries|users|vouchers)\b(?! USING)/),
      });
      expect({ label, plan }).not.toEqual({
        label,
        plan: expect.stringMatching(/USE TEMP B-TREE FOR ORDER BY/),
      });
    } else {
      expect({ label, plan }).not.toEqual({ label, plan: expect.stringMatching(/"Seq Scan"/) });
    }
  }

  /** SQLite counts a search without filters from its indexes alone, never reading the list's rows. */
  function expectCountFromIndexes(options: Record<string, unknown>, count: string) {
    const filtered = ['status', 'course', 'from', 'to'].some((key) => key in options);
    if (dialect !== 'sqlite' || !options.q || filtered) return;
    expect({ options, count }).not.toEqual({
      options,
      count: expect.stringMatching(/(orders|enquiries) USING (INTEGER PRIMARY KEY|INDEX)/),
    });
  }

  it('reads an index for every page, filter and search of the orders (EXPLAIN)', async () => {
    const target = orders[700] as OrderRow;
    const cursor = { createdAt: target.createdAt, id: target.id };
    const sqlite = dialect === 'sqlite';
    const cases: Array<[Omit<StaffOrderListOptions, 'limit'>, RegExp, boolean?]> = [
      [{}, /orders_created_idx/],
      [{ cursor }, /orders_created_idx/],
      [{ status: 'paid', cursor }, /orders_status_created_idx/],
      [{ from: '2020-01-01', to: '2021-12-31' }, /orders_created_idx/],
      [{ q: target.reference.slice(0, 8) }, sqlite ? /orders_fts|autoindex_orders_2/ : /reference/],
      [{ q: 'Meera' }, sqlite ? /orders_fts/ : /orders_billing_name_trgm_idx|orders_created_idx/],
      // Many matches: SQLite walks the list's index, keeping the FTS table's rows.
      [{ q: 'Meera' }, sqlite ? /orders_created_idx[^]*orders_fts/ : /orders_/, true],
      [{ q: 'Me' }, sqlite ? /orders_billing_name_lower_idx/ : /orders_billing_name_trgm_idx/],
      [{ q: 'Me', status: 'paid' }, sqlite ? /orders_status_created_idx/ : /orders_/, true],
      // Few matches and a broad filter: SQLite fetches the matches and checks the status on them.
      [
        { q: 'Meera', status: 'paid', cursor },
        sqlite
          ? /orders USING INTEGER PRIMARY KEY[^]*orders_fts[^]*\n--\n[^]*orders USING INTEGER PRIMARY KEY/
          : // PostgreSQL weighs the two indexes by its estimates.
            /orders_billing_name_trgm_idx|orders_status_/,
      ],
      [{ q: 'meera.sharma@' }, /users_email|orders_user_created_idx/],
    ];
    for (const [options, index, dense] of cases) {
      const queries = staffOrderQueries(db, { ...options, limit: 20 }, dense);
      // The rows' query sorts only when it reads matches found elsewhere (a search).
      const [rows, count] = await plans([queries.rows, queries.count]);
      for (const plan of options.q ? [count as string] : [rows as string, count as string])
        expectIndexed(options, plan);
      expectCountFromIndexes(options, count as string);
      if (options.q && sqlite)
        expect({ options, rows }).not.toEqual({
          options,
          rows: expect.stringMatching(/SCAN (orders|users)\b(?! USING)/),
        });
      if (options.q && !sqlite)
        expect({ options, rows }).not.toEqual({
          options,
          rows: expect.stringMatching(/"Seq Scan"/),
        });
      expect({ options, plans: `${rows}\n--\n${count}` }).toEqual({
        options,
        plans: expect.stringMatching(index),
      });
    }
  });

  it('reads an index for every page, filter and search of the enquiries (EXPLAIN)', async () => {
    const target = enquiries[700] as EnquiryRow;
    const cursor = { createdAt: target.createdAt, id: target.id };
    const sqlite = dialect === 'sqlite';
    const cases: Array<[Omit<StaffEnquiryListOptions, 'limit'>, RegExp, boolean?]> = [
      [{}, /enquiries_created_idx/],
      [{ cursor }, /enquiries_created_idx/],
      [{ status: 'new', cursor }, /enquiries_status_created_idx/],
      [{ course: target.course ?? 'x' }, /enquiries_course_created_idx/],
      [
        { course: target.course ?? 'x', status: 'won', cursor },
        sqlite ? /enquiries_course_status_created_idx/ : /enquiries_course_/,
      ],
      [{ from: '2020-01-01', to: '2021-12-31' }, /enquiries_created_idx/],
      [{ q: 'sharma' }, sqlite ? /enquiries_fts/ : /enquiries_name_trgm_idx|enquiries_created_idx/],
      [{ q: 'sharma' }, sqlite ? /enquiries_created_idx[^]*enquiries_fts/ : /enquiries_/, true],
      [{ q: 'sh' }, sqlite ? /enquiries_name_lower_idx/ : /enquiries_name_trgm_idx/],
      [{ q: 'sh' }, sqlite ? /enquiries_created_idx/ : /enquiries_/, true],
      [
        { q: 'sharma', course: target.course ?? 'x', cursor },
        sqlite
          ? /enquiries_fts[^]*INTEGER PRIMARY KEY[^]*\n--\n[^]*INTEGER PRIMARY KEY/
          : /enquiries_name_trgm_idx|enquiries_course_created_idx/,
      ],
      [{ q: 'learner.x@' }, /enquiries_email_idx/],
    ];
    for (const [options, index, dense] of cases) {
      const queries = staffEnquiryQueries(db, { ...options, limit: 20 }, dense);
      const [rows, count] = await plans([queries.rows, queries.count]);
      for (const plan of options.q ? [count as string] : [rows as string, count as string])
        expectIndexed(options, plan);
      expectCountFromIndexes(options, count as string);
      if (sqlite)
        expect({ options, rows }).not.toEqual({
          options,
          rows: expect.stringMatching(/SCAN enquiries\b(?! USING)/),
        });
      else
        expect({ options, rows }).not.toEqual({
          options,
          rows: expect.stringMatching(/"Seq Scan" [^]*"enquiries"/),
        });
      expect({ options, plans: `${rows}\n--\n${count}` }).toEqual({
        options,
        plans: expect.stringMatching(index),
      });
    }
    expect(DENSE_NAME_MATCHES).toBeGreaterThan(0);
  });

  it('counts the voucher stock from an index (EXPLAIN)', async () => {
    const [plan] = await plans([stockCounts(db)]);
    expect(plan).toMatch(
      dialect === 'sqlite' ? /COVERING INDEX vouchers_pick_idx/ : /vouchers_pick_idx/,
    );
  });
});
