// The admin's audit list over a generated log (npm run seed:scale -- --audit-events=N): each
// page and filter, as the repository runs them (both queries of a page: rows and the capped count).
import { dist, fromApi } from './common.mjs';

const { sql } = fromApi('kysely');

/** The event `offset` entries down the list (newest first). */
async function at(db, offset, where = sql`true`) {
  const { rows } = await sql`select seq, occurred_at, actor_id, actor_email, target_id
    from audit_events where ${where} order by occurred_at desc, seq desc
    limit 1 offset ${offset}`.execute(db);
  return rows[0];
}

export async function auditCases(db, { postgres }) {
  const { AuditEventsRepository } = dist('db/repositories/audit-events.js');
  // Fresh statistics: right after the generator, PostgreSQL's may predate most of the rows.
  if (postgres) await sql`analyze audit_events`.execute(db);
  const repo = new AuditEventsRepository(db);
  const size = Number((await sql`select count(*) as n from audit_events`.execute(db)).rows[0].n);
  const staff = await at(db, 1000, sql`actor_id is not null`);
  const target = await at(db, Math.floor(size / 10), sql`target_id is not null`);
  if (!staff || !target) return { size: 0, cases: [] };
  const middle = await at(db, Math.floor(size / 2));
  const logins = Number(
    (await sql`select count(*) as n from audit_events where action = 'auth.login'`.execute(db))
      .rows[0].n,
  );
  const midLogin = await at(db, Math.floor(logins / 2), sql`action = 'auth.login'`);
  // A month around the middle of the log.
  const month = 30 * 24 * 3600 * 1000;
  const from = new Date(Date.parse(middle.occurredAt) - month / 2).toISOString();
  const to = new Date(Date.parse(middle.occurredAt) + month / 2).toISOString();
  const cases = [
    ['first page', { pageSize: 20 }],
    ['page 500 (by number)', { pageSize: 20, page: 500 }],
    [
      'deep page (cursor, middle of the log)',
      { pageSize: 20, cursor: { occurredAt: middle.occurredAt, seq: middle.seq } },
    ],
    ['action: common (auth.login)', { pageSize: 20, action: 'auth.login' }],
    ['action: rare (certificate.revoke)', { pageSize: 20, action: 'certificate.revoke' }],
    [
      'action: common, deep (cursor)',
      {
        pageSize: 20,
        action: 'auth.login',
        cursor: { occurredAt: midLogin.occurredAt, seq: midLogin.seq },
      },
    ],
    ['actor by id', { pageSize: 20, actor: staff.actorId }],
    ['actor by e-mail (upper case)', { pageSize: 20, actor: staff.actorEmail.toUpperCase() }],
    ['target', { pageSize: 20, target: target.targetId }],
    ['a month (from, to)', { pageSize: 20, from, to }],
    ['rare action in a month', { pageSize: 20, action: 'certificate.revoke', from, to }],
    ['actor in a month', { pageSize: 20, actor: staff.actorId, from, to }],
    ['nothing found', { pageSize: 20, actor: 'nobody@example.invalid' }],
  ];
  return {
    size,
    cases: cases.map(([name, options]) => [name, async () => (await repo.list(options)).total]),
  };
}
