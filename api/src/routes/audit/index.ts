// The audit log for admins: the events with filters and paging, a CSV export, and the chain
// check (audit/log.ts).
import {
  AuditChainResponse,
  AuditEventsExportQuery,
  AuditEventsPage,
  AuditEventsQuery,
  csvBody,
  errors,
  type AuditEvent,
} from 'contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditEventsTable } from '../../db/schema';
import { writeCsv } from '../../lib/csv-dialect';
import { badRequest } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

interface Filters {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

function filtered(db: Db, f: Filters) {
  let query = db.selectFrom('auditEvents');
  if (f.actor) {
    const actor = f.actor.trim().toLowerCase();
    query = query.where((eb) =>
      eb.or([
        eb('actorId', '=', f.actor as string),
        eb(sql<string>`lower(actor_email)`, '=', actor),
      ]),
    );
  }
  if (f.action) query = query.where('action', '=', f.action);
  if (f.target) query = query.where('targetId', '=', f.target.trim());
  if (f.from) query = query.where('occurredAt', '>=', instant('from', f.from));
  if (f.to) query = query.where('occurredAt', '<=', instant('to', f.to));
  return query;
}

/**
 * A time filter as the stored form (UTC ISO). The schema's date-time format lets a leap second
 * (23:59:60Z) through, which JavaScript's Date cannot represent; that is refused as the schema
 * refuses any other bad time, never left to throw.
 */
function instant(field: 'from' | 'to', value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    throw badRequest({ code: 'FIELD_FORMAT', params: { field, format: 'date-time' } });
  }
  return new Date(time).toISOString();
}

const view = (row: AuditEventsTable): AuditEvent => ({
  ...row,
  action: row.action as AuditEvent['action'],
  summaryParams: row.summaryParams
    ? (JSON.parse(row.summaryParams) as Record<string, string | number>)
    : null,
});

export const AUDIT_CSV_HEADER = [
  'seq',
  'occurredAt',
  'actorId',
  'actorEmail',
  'ip',
  'userAgent',
  'requestId',
  'action',
  'targetType',
  'targetId',
  'summary',
  'prevHash',
  'hash',
] as const;

const auditRoutes: RoutePlugin = async (app) => {
  app.get(
    '/audit-events',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit log, newest first; filter by actor (id or e-mail), action, target, time (admin)',
        security: bearer,
        querystring: AuditEventsQuery,
        response: { 200: AuditEventsPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const query = filtered(app.db, filters);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('seq', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { success: true, data: rows.map(view), total: Number(count.count), page, pageSize };
    },
  );

  app.get(
    '/audit-events/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log as CSV (the same filters; formulas neutralised) (admin)',
        security: bearer,
        querystring: AuditEventsExportQuery,
        response: {
          200: csvBody('A header line, then one line per event, oldest first'),
          ...errors(400, 401, 403),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const rows = await filtered(app.db, request.query).selectAll().orderBy('seq').execute();
      const lines = rows.map((r) => AUDIT_CSV_HEADER.map((key) => r[key]));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(writeCsv([AUDIT_CSV_HEADER, ...lines]));
    },
  );

  app.get(
    '/audit-events/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Recompute the audit chain: {valid, count, firstBrokenId?} (admin)',
        security: bearer,
        response: { 200: AuditChainResponse, ...errors(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ success: true, ...(await app.auditLog.verify(app.db)) }),
  );
};

export default auditRoutes;
