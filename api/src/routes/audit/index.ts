// The audit log for admins: the events with filters and paging, a CSV export, and the chain
// check (audit/log.ts).
import type { FastifyReply } from 'fastify';
import {
  AuditChainResponse,
  AuditEventsExportQuery,
  AuditEventsPage,
  AuditEventsQuery,
  AuditVerifyQuery,
  csvBody,
  errors,
  type AuditEvent,
} from 'contracts';
import {
  AuditEventsRepository,
  auditConditions,
  type AuditCursor,
  type AuditFilters,
} from '../../db/repositories/audit-events';
import type { AuditEventsTable } from '../../db/schema';
import { streamCsv } from '../../lib/csv-dialect';
import { badRequest } from '../../lib/http-error';
import { decodeSortKeys, encodeSortKeys } from '../../lib/list-cursor';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

interface Filters {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** The filters with their times in the stored form. */
function stored(f: Filters): AuditFilters {
  return {
    ...f,
    from: f.from ? instant('from', f.from) : undefined,
    to: f.to ? instant('to', f.to) : undefined,
  };
}

const encodeAuditCursor = (cursor: AuditCursor) => encodeSortKeys([cursor.occurredAt, cursor.seq]);

function decodeAuditCursor(text: string): AuditCursor {
  const [occurredAt, seq] = decodeSortKeys(text, 'seq');
  return { occurredAt, seq };
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

/** How many events the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

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
          'The audit log, newest first (by time, then seq); filter by actor (id, or e-mail with @), action, target, time; page by number or by cursor (admin)',
        security: bearer,
        querystring: AuditEventsQuery,
        response: { 200: AuditEventsPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, cursor, ...filters } = request.query;
      const result = await new AuditEventsRepository(app.db).list({
        ...stored(filters),
        page,
        pageSize,
        cursor: cursor === undefined ? undefined : decodeAuditCursor(cursor),
      });
      return {
        success: true,
        data: result.rows.map(view),
        total: result.total,
        totalCapped: result.totalCapped,
        nextCursor: result.nextCursor && encodeAuditCursor(result.nextCursor),
        page,
        pageSize,
      };
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
      const conditions = auditConditions(stored(request.query));
      // Oldest first, EXPORT_BATCH events at a time as the file is sent: millions are written
      // holding one batch in memory.
      async function* batches() {
        let after = 0;
        for (;;) {
          const rows = await app.db
            .selectFrom('auditEvents')
            .selectAll()
            .where(conditions)
            .where('seq', '>', after)
            .orderBy('seq')
            .limit(EXPORT_BATCH)
            .execute();
          if (rows.length > 0) yield rows.map((r) => AUDIT_CSV_HEADER.map((key) => r[key]));
          const last = rows[rows.length - 1];
          if (!last || rows.length < EXPORT_BATCH) return;
          after = last.seq;
        }
      }
      // A stream: the typed reply names the file's text, which it is, sent as it is written.
      return (reply as unknown as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(streamCsv(AUDIT_CSV_HEADER, batches()));
    },
  );

  app.get(
    '/audit-events/verify',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Recompute the audit chain from the last verified event (?full=true: from the start): {valid, count, firstBrokenId?, checked, full} (admin)',
        security: bearer,
        querystring: AuditVerifyQuery,
        response: { 200: AuditChainResponse, ...errors(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({
      success: true,
      ...(await app.auditLog.verify(app.db, { full: request.query.full === true })),
    }),
  );
};

export default auditRoutes;
