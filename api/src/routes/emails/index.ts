// The e-mail outbox for admins: the e-mails of one state (failed ones by default: every retry
// used) and queuing a failed one again, audited like every admin write.
import {
  errors,
  OutboxEmailResponse,
  OutboxEmailsPage,
  OutboxEmailsQuery,
  UuidParams,
  type OutboxEmailView,
} from 'contracts';
import type { OutboxEmail } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

type Row = Pick<
  OutboxEmail,
  'id' | 'kind' | 'to' | 'subject' | 'state' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt'
>;

function view(row: Row): OutboxEmailView {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    state: row.state,
    attempts: Number(row.attempts),
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

const routes: RoutePlugin = async (app) => {
  app.get(
    '/admin/emails',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mails of the outbox in one state (default failed), newest first (admin)',
        security: bearer,
        querystring: OutboxEmailsQuery,
        response: { 200: OutboxEmailsPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const result = await app.outbox.list(request.query.state ?? 'failed', page, pageSize);
      return { success: true, data: result.rows.map(view), total: result.total, page, pageSize };
    },
  );

  app.post(
    '/admin/emails/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed e-mail again, with a fresh count of tries (admin)',
        security: bearer,
        params: UuidParams,
        response: { 200: OutboxEmailResponse, ...errors(401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { id } = request.params;
      const retried = await app.db.transaction().execute(async (trx) => {
        const row = await app.outbox.retry(trx, id);
        if (row) {
          await app.audit(trx, request, {
            action: 'email.retry',
            target: { type: 'email', id },
            summary: 'email.retried',
            params: { to: row.to, kind: row.kind },
          });
        }
        return row;
      });
      if (!retried) throw notFound('No failed e-mail with this ID.');
      const row = await app.db
        .selectFrom('outboxEmails')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { success: true, data: view(row) };
    },
  );
};

export default routes;
