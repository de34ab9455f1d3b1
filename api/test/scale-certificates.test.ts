// The generator at a small size, and the admin's certificate list over what it made: pages
// (first, by number, by cursor to the end) and each kind of search answer the right rows, in the
// list's order, and each query reads its index (EXPLAIN), so they stay fast at a million rows.
import { sql, type Compilable, type Kysely } from 'kysely';
import { CERTIFICATE_NAME_KEY } from '../src/db/migrations/0024-certificate-search';
import { fillNameSearch } from '../src/db/migrations/0025-certificate-scale';
import {
  ID_SEARCH_MIN_LENGTH,
  nameKey,
  type CertificateListOptions,
} from '../src/db/repositories/certificate-search';
import { CertificatesRepository } from '../src/db/repositories/certificates';
import type { Db } from '../src/db/database';
import type { Certificate } from '../src/db/schema';
import { parseScaleArgs, seedScale } from '../src/cli/seed-scale';
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

const CERTIFICATES = 2000;

/** The list's order: newest first, then by ID. */
function listOrder(a: Certificate, b: Certificate): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.certificateId < b.certificateId ? -1 : a.certificateId > b.certificateId ? 1 : 0;
}

const ids = (rows: Certificate[]) => rows.map((row) => row.certificateId);

describe.each(dialects)('scale: generated certificates and their list (%s)', (dialect) => {
  let t: TestApp;
  let db: Db;
  let repo: CertificatesRepository;
  let admin: Account;
  let all: Certificate[];

  beforeAll(async () => {
    t = await testApp(dialect);
    db = t.app.db;
    repo = new CertificatesRepository(db);
    admin = await signedInAdmin(t.app);
    const reports = await seedScale(
      db,
      { certificates: CERTIFICATES, users: 50, orders: 30, enquiries: 20 },
      { seed: 42 },
    );
    expect(reports.map((r) => [r.table, r.rows])).toEqual([
      ['users', 50],
      ['certificates', CERTIFICATES],
      ['orders', 30],
      ['enquiries', 20],
    ]);
    all = (await db.selectFrom('certificates').selectAll().execute()).sort(listOrder);
    if (dialect === 'postgres') await sql`analyze certificates`.execute(db);
  });

  afterAll(async () => {
    await t.close();
  });

  /** What `list` must answer for a search: the rows `keep` keeps, in the list's order. */
  const expected = (keep: (row: Certificate) => boolean) => all.filter(keep);

  it('generates varied rows: three scripts, accents, ten years, every status', async () => {
    expect(all).toHaveLength(CERTIFICATES);
    expect(all.some((row) => /[\u0900-\u097f]/.test(row.fullName))).toBe(true);
    expect(all.some((row) => /[\u0600-\u06ff]/.test(row.fullName))).toBe(true);
    expect(all.some((row) => /[À-ž]/.test(row.fullName))).toBe(true);
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(['valid', 'revoked']));
    const today = new Date().toISOString().slice(0, 10);
    expect(all.some((row) => row.expiryDate !== null && row.expiryDate < today)).toBe(true);
    expect(all.some((row) => row.expiryDate === null)).toBe(true);
    const years = new Set(all.map((row) => row.createdAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(10);
    const orders = await db.selectFrom('orders').select('status').distinct().execute();
    expect(orders.length).toBeGreaterThanOrEqual(5);
    const enquiries = await db.selectFrom('enquiries').select('status').distinct().execute();
    expect(enquiries.length).toBe(4);
    expect(() => parseScaleArgs(['--certificates=x'])).toThrow('Unknown argument');
  });

  it('pages newest first: the first page, a page by number, and by cursor to the end', async () => {
    const first = await repo.list({ pageSize: 20 });
    expect(ids(first.rows)).toEqual(ids(all.slice(0, 20)));
    expect(first).toMatchObject({ total: CERTIFICATES, totalCapped: false });
    const third = await repo.list({ pageSize: 20, page: 3 });
    expect(ids(third.rows)).toEqual(ids(all.slice(40, 60)));

    const walked: Certificate[] = [];
    let cursor = first.nextCursor;
    walked.push(...first.rows);
    let pages = 1;
    while (cursor) {
      const page = await repo.list({ pageSize: 100, cursor });
      walked.push(...page.rows);
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(21);
    expect(ids(walked)).toEqual(ids(all));
  });

  it('answers the cursor over HTTP, and 400 to a cursor it did not give', async () => {
    const first = json<{ data: Certificate[]; nextCursor: string; totalCapped: boolean }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/certificates?pageSize=5',
        headers: bearer(admin.token),
      }),
    );
    expect(first.totalCapped).toBe(false);
    const second = json<{ data: Certificate[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/certificates?pageSize=5&cursor=${first.nextCursor}`,
        headers: bearer(admin.token),
      }),
    );
    expect(ids(second.data)).toEqual(ids(all.slice(5, 10)));
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/certificates?cursor=bm90LWpzb24',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false });
  });

  it('searches by ID prefix, with or without SB-', async () => {
    const target = all[777] as Certificate;
    const prefix = target.certificateId.slice(0, ID_SEARCH_MIN_LENGTH + 2);
    const want = expected((row) => row.certificateId.startsWith(prefix));
    expect(ids((await repo.list({ pageSize: 50, search: prefix.toLowerCase() })).rows)).toEqual(
      ids(want),
    );
    const bare = target.certificateId.slice(3, 10);
    const found = await repo.list({ pageSize: 50, search: bare });
    expect(ids(found.rows)).toContain(target.certificateId);
  });

  it('searches any part of a name, whatever its case and accents, in three scripts', async () => {
    for (const term of ['ELODIE', 'müller', 'nez', 'मीरा', 'शर्मा', 'الحسن', 'ya Sh']) {
      const key = nameKey(term);
      const want = expected((row) => nameKey(row.fullName).includes(key));
      const found = await repo.list({ pageSize: 100, search: term });
      expect(want.length).toBeGreaterThan(0);
      expect({ term, found: ids(found.rows) }).toEqual({ term, found: ids(want.slice(0, 100)) });
      expect(found.total).toBe(want.length);
    }
    expect((await repo.list({ pageSize: 10, search: 'Zzqx' })).total).toBe(0);
  });

  it('finds a name as it is written and as it is corrected, and answers without the stored key', async () => {
    // PostgreSQL searches a stored copy of the name, and SQLite its FTS table: both are kept in
    // step by triggers, whichever code writes the name.
    const now = new Date().toISOString();
    await repo.create({
      id: 'scale-trigger-1',
      certificateId: 'SB-TRIGGER-0001',
      fullName: 'Zoë Ångström',
      courseName: 'Trigger course',
      issuedBy: 'Test',
      issueDate: now.slice(0, 10),
      status: 'valid',
      revokedReason: null,
      revokedAt: null,
      issuedByUserId: null,
      createdAt: now,
    });
    const find = async (term: string) =>
      ids((await repo.list({ pageSize: 10, search: term })).rows);
    expect(await find('zoe angstr')).toEqual(['SB-TRIGGER-0001']);
    await db
      .updateTable('certificates')
      .set({ fullName: 'Zoë Quistgård' })
      .where('certificateId', '=', 'SB-TRIGGER-0001')
      .execute();
    expect(await find('QUISTGARD')).toEqual(['SB-TRIGGER-0001']);
    expect(await find('angstr')).toEqual([]);
    const listed = json<{ data: Array<Record<string, unknown>> }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/certificates?search=quistgard',
        headers: bearer(admin.token),
      }),
    );
    expect(listed.data.map((row) => row.certificateId)).toEqual(['SB-TRIGGER-0001']);
    expect(Object.keys(listed.data[0] ?? {})).not.toContain('nameSearch');
    await db.deleteFrom('certificates').where('certificateId', '=', 'SB-TRIGGER-0001').execute();
  });

  if (dialect === 'postgres') {
    it('fills the stored search name of existing certificates in batches (migration 0025)', async () => {
      await sql`update certificates set name_search = null`.execute(db);
      await fillNameSearch(db as unknown as Kysely<unknown>, 300);
      const { rows } = await sql<{ empty: string; wrong: string }>`select
          count(*) filter (where name_search is null) as empty,
          count(*) filter (where name_search <> ${sql.raw(CERTIFICATE_NAME_KEY)}) as wrong
        from certificates`.execute(db);
      expect(rows[0]).toEqual({ empty: '0', wrong: '0' });
      // The column holds what the JavaScript key computes, so a search finds the same rows.
      const sample = all.slice(0, 50);
      const stored = await sql<{ certificateId: string; nameSearch: string }>`
        select certificate_id, name_search from certificates
        where certificate_id in (${sql.join(sample.map((row) => row.certificateId))})`.execute(db);
      const byId = new Map(stored.rows.map((row) => [row.certificateId, row.nameSearch]));
      expect(sample.map((row) => byId.get(row.certificateId))).toEqual(
        sample.map((row) => nameKey(row.fullName)),
      );
    });
  }

  it('searches by e-mail prefix', async () => {
    const target = all.find((row) => row.recipientEmail) as Certificate;
    const email = target.recipientEmail as string;
    const prefix = email.slice(0, email.indexOf('@') + 3).toUpperCase();
    const want = expected((row) => row.recipientEmail?.startsWith(prefix.toLowerCase()) ?? false);
    const found = await repo.list({ pageSize: 100, search: prefix });
    expect(ids(found.rows)).toEqual(ids(want.slice(0, 100)));
  });

  /** The plan of each query of `list`, as one text per query. */
  function plans(options: CertificateListOptions, dense = false): Promise<string[]> {
    const queries = repo.listQueries(options, dense);
    return queryPlans(db, dialect, [queries.rows, queries.count] as Compilable[]);
  }

  it('reads an index for every page and search (EXPLAIN)', async () => {
    const target = all[5] as Certificate;
    const cases: Array<[CertificateListOptions, RegExp, boolean?]> = [
      [{ pageSize: 20 }, /certificates_list_idx/],
      [{ pageSize: 20, page: 50 }, /certificates_list_idx/],
      [
        {
          pageSize: 20,
          cursor: { createdAt: target.createdAt, certificateId: target.certificateId },
        },
        /certificates_list_idx/,
      ],
      [
        { pageSize: 20, search: 'Meera' },
        dialect === 'sqlite' ? /certificates_fts/ : /certificates_name_search_trgm_idx/,
      ],
      // Many matches: SQLite walks the list's index, keeping the FTS table's rows.
      [
        { pageSize: 20, search: 'Meera' },
        dialect === 'sqlite'
          ? /certificates_list_idx[^]*certificates_fts/
          : /list_idx|certificates_name_search_trgm_idx/,
        true,
      ],
      [
        { pageSize: 20, search: target.certificateId.slice(0, 8) },
        dialect === 'sqlite' ? /autoindex_certificates_2|certificate_id>/ : /certificate_id_key/,
      ],
      [{ pageSize: 20, search: 'meera.sharma@' }, /certificates_recipient_email/],
    ];
    for (const [options, index, dense] of cases) {
      const [rows, count] = await plans(options, dense);
      for (const plan of [rows, count] as string[]) {
        if (dialect === 'sqlite') {
          // A scan without an index reads the whole table: every SCAN must name one.
          expect({ options, plan }).not.toEqual({
            options,
            plan: expect.stringMatching(/SCAN certificates\b(?! USING)/),
          });
        } else {
          expect({ options, plan }).not.toEqual({
            options,
            plan: expect.stringMatching(/"Seq Scan"/),
          });
        }
      }
      // PostgreSQL may read a common name's matches in the list's order rather than by the
      // trigram index (both are indexes); the count, which has no order, takes the search's own.
      expect({ options, plans: `${rows}\n${count}` }).toEqual({
        options,
        plans: expect.stringMatching(index),
      });
    }
  });
});
