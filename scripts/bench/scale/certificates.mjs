// The admin's certificate list over generated data: its pages and each kind of search, as the
// repository runs them (both queries of a page: rows and count). `before` runs instead the
// queries of the list before migration 0024 (an unindexed order, `lower(x) LIKE '%term%'`, an
// exact count), for the before-and-after table of docs/PERFORMANCE.md.
import { dist, fromApi } from './common.mjs';

const { sql, CompiledQuery } = fromApi('kysely');

/** The list before 0024, as main ran it: offset pages, LIKE over the table, an exact count. */
async function beforeList(db, postgres, { pageSize, page = 1, search }) {
  const where = search
    ? `where lower(certificate_id) like $1 escape '\\' or lower(full_name) like $1 escape '\\'`
    : '';
  const params = search ? [`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
  const fix = (text) => (postgres ? text : text.replace(/\$1/g, '?'));
  const bound = postgres ? params : where ? [params[0], params[0]] : [];
  const [, count] = await Promise.all([
    db.executeQuery(
      CompiledQuery.raw(
        fix(
          `select * from certificates ${where} order by created_at desc, certificate_id limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        bound,
      ),
    ),
    db.executeQuery(
      CompiledQuery.raw(fix(`select count(*) as count from certificates ${where}`), bound),
    ),
  ]);
  return Number(count.rows[0].count);
}

/** The certificates' cases: { size, cases: [name, run → rows found] }. */
export async function certificateCases(db, { postgres, before = false }) {
  const { CertificatesRepository } = dist('db/repositories/certificates.js');
  const repo = new CertificatesRepository(db);
  const size = Number((await sql`select count(*) as n from certificates`.execute(db)).rows[0].n);
  if (size === 0) return { size, cases: [] };
  const middle = (
    await sql`select created_at, certificate_id from certificates
      order by created_at desc, certificate_id limit 1 offset ${Math.floor(size / 2)}`.execute(db)
  ).rows[0];
  const withEmail = (
    await sql`select recipient_email from certificates where recipient_email is not null limit 1 offset ${Math.min(1000, Math.floor(size / 20))}`.execute(
      db,
    )
  ).rows[0];
  const options = [
    ['first page', { pageSize: 20 }],
    ['page 500 (by number)', { pageSize: 20, page: 500 }],
    [
      'deep page (middle of the list)',
      before
        ? { pageSize: 20, page: Math.floor(size / 40) }
        : {
            pageSize: 20,
            cursor: { createdAt: middle.createdAt, certificateId: middle.certificateId },
          },
    ],
    ['search: common name "Meera"', { pageSize: 20, search: 'Meera' }],
    ['search: accents "muller"', { pageSize: 20, search: 'muller' }],
    ['search: rare name "hakon odegard"', { pageSize: 20, search: 'hakon ødegård' }],
    ['search: Devanagari "मीरा शर्मा"', { pageSize: 20, search: 'मीरा शर्मा' }],
    ['search: Arabic "الحسن"', { pageSize: 20, search: 'الحسن' }],
    ['search: ID prefix', { pageSize: 20, search: middle.certificateId.slice(0, 10) }],
    ...(withEmail
      ? [
          [
            'search: e-mail prefix',
            {
              pageSize: 20,
              search: withEmail.recipientEmail.slice(0, withEmail.recipientEmail.indexOf('@') + 4),
            },
          ],
        ]
      : []),
    ['search: nothing found', { pageSize: 20, search: 'Zzqxv' }],
  ];
  return {
    size,
    cases: options.map(([name, o]) => [
      name,
      before ? () => beforeList(db, postgres, o) : async () => (await repo.list(o)).total,
    ]),
  };
}
