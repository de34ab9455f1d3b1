// What staff (admin, sales) do to an enquiry: assign it to a staff member, add an internal note,
// change its status, reply by e-mail. Each writes its timeline entry, the enquiry's updated_at
// and its audit event in one transaction; a reply's e-mail is queued in that transaction too, so
// the timeline never shows a reply that was not sent, nor the other way round.
import {
  AssignEnquiryBody,
  EnquiryIdParams,
  EnquiryNoteBody,
  EnquiryReplyBody,
  EnquiryStatusBody,
  errors,
  StaffEnquiryResponse,
  type EnquiryEventKind,
  type Lang,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { enquiryReplyEmail } from '../../enquiries/emails';
import { staffEnquiry } from '../../enquiries/inbox';
import { badRequest, notFound, say } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';

/** The enquiry, locked for the transaction on PostgreSQL (SQLite writes one at a time). */
async function findEnquiry(trx: Db, id: string, postgres: boolean) {
  let query = trx.selectFrom('enquiries').selectAll().where('id', '=', id);
  if (postgres) query = query.forUpdate();
  const enquiry = await query.executeTakeFirst();
  if (!enquiry) throw notFound('Not found');
  return enquiry;
}

async function addEvent(
  trx: Db,
  request: FastifyRequest,
  enquiryId: string,
  kind: EnquiryEventKind,
  text: string,
  details: Record<string, string> = {},
  now = new Date().toISOString(),
): Promise<void> {
  const last = await trx
    .selectFrom('enquiryEvents')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('enquiryId', '=', enquiryId)
    .executeTakeFirst();
  await trx
    .insertInto('enquiryEvents')
    .values({
      id: newId(),
      enquiryId,
      seq: Number(last?.seq ?? 0) + 1,
      at: now,
      actorId: userOf(request).id,
      kind,
      text,
      details: JSON.stringify(details),
    })
    .execute();
  await trx.updateTable('enquiries').set({ updatedAt: now }).where('id', '=', enquiryId).execute();
}

export const enquiryActionRoutes: RoutePlugin = async (app) => {
  const postgres = app.config.database.kind === 'postgres';
  const schema = (summary: string, body: unknown) => ({
    tags: ['admin'],
    summary,
    security: bearer,
    params: EnquiryIdParams,
    body,
    response: { 200: StaffEnquiryResponse, ...errors(400, 401, 403, 404) },
  });
  const answer = async (id: string) => {
    const enquiry = await staffEnquiry(app.db, id);
    if (!enquiry) throw notFound('Not found');
    return { success: true, data: enquiry };
  };

  app.post(
    '/enquiries/:id/assign',
    {
      schema: schema(
        'Assign the enquiry to an admin or sales account, or to nobody (null) (admin, sales)',
        AssignEnquiryBody,
      ) as { body: typeof AssignEnquiryBody; params: typeof EnquiryIdParams },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { id } = request.params;
      const { userId } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const enquiry = await findEnquiry(trx, id, postgres);
        const assignee = userId
          ? await trx
              .selectFrom('users')
              .select(['id', 'email', 'role'])
              .where('id', '=', userId)
              .executeTakeFirst()
          : null;
        if (userId && (!assignee || (assignee.role !== 'admin' && assignee.role !== 'sales')))
          throw badRequest(say('ENQUIRY_ASSIGNEE_NOT_STAFF'));
        await trx
          .updateTable('enquiries')
          .set({ assignedTo: assignee?.id ?? null })
          .where('id', '=', id)
          .execute();
        await addEvent(trx, request, id, 'assigned', assignee?.email ?? '');
        await app.audit(trx, request, {
          action: 'enquiry.assign',
          target: { type: 'enquiry', id },
          ...(assignee
            ? {
                summary: 'enquiry.assigned',
                params: { email: enquiry.email, assignee: assignee.email },
              }
            : { summary: 'enquiry.unassigned', params: { email: enquiry.email } }),
        });
      });
      return answer(id);
    },
  );

  app.post(
    '/enquiries/:id/notes',
    {
      schema: schema(
        'Add an internal note to the enquiry’s timeline (never sent) (admin, sales)',
        EnquiryNoteBody,
      ) as { body: typeof EnquiryNoteBody; params: typeof EnquiryIdParams },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { id } = request.params;
      const text = request.body.text.trim();
      if (!text) throw badRequest(say('FIELD_REQUIRED', { field: 'text' }));
      await app.db.transaction().execute(async (trx) => {
        const enquiry = await findEnquiry(trx, id, postgres);
        await addEvent(trx, request, id, 'note', text);
        await app.audit(trx, request, {
          action: 'enquiry.note',
          target: { type: 'enquiry', id },
          summary: 'enquiry.noted',
          params: { email: enquiry.email },
        });
      });
      return answer(id);
    },
  );

  app.post(
    '/enquiries/:id/status',
    {
      schema: schema(
        'Set the enquiry’s status: new, contacted, won or lost (admin, sales)',
        EnquiryStatusBody,
      ) as { body: typeof EnquiryStatusBody; params: typeof EnquiryIdParams },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const enquiry = await findEnquiry(trx, id, postgres);
        if (enquiry.status === status) return;
        await trx.updateTable('enquiries').set({ status }).where('id', '=', id).execute();
        await addEvent(trx, request, id, 'status', '', { from: enquiry.status, to: status });
        await app.audit(trx, request, {
          action: 'enquiry.status',
          target: { type: 'enquiry', id },
          summary: 'enquiry.status_changed',
          params: { email: enquiry.email, from: enquiry.status, to: status },
        });
      });
      return answer(id);
    },
  );

  app.post(
    '/enquiries/:id/reply',
    {
      schema: schema(
        'Reply to the visitor by e-mail in the chosen language (the enquiry’s by default); a new enquiry becomes contacted (admin, sales)',
        EnquiryReplyBody,
      ) as { body: typeof EnquiryReplyBody; params: typeof EnquiryIdParams },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { id } = request.params;
      const subject = request.body.subject.trim();
      const body = request.body.body.trim();
      if (!subject) throw badRequest(say('FIELD_REQUIRED', { field: 'subject' }));
      if (!body) throw badRequest(say('FIELD_REQUIRED', { field: 'body' }));
      await app.db.transaction().execute(async (trx) => {
        const enquiry = await findEnquiry(trx, id, postgres);
        const lang = (request.body.language ?? enquiry.language) as Lang;
        const site = app.config.site;
        await app.outbox.queueEmail(
          trx,
          enquiryReplyEmail({
            to: enquiry.email,
            replyTo: site.contact.salesEmail,
            brand: site.brandName,
            lang,
            subject,
            body,
            enquiry,
          }),
        );
        await addEvent(trx, request, id, 'reply', body, { subject, language: lang });
        if (enquiry.status === 'new') {
          await trx
            .updateTable('enquiries')
            .set({ status: 'contacted' })
            .where('id', '=', id)
            .execute();
          await addEvent(trx, request, id, 'status', '', { from: 'new', to: 'contacted' });
        }
        await app.audit(trx, request, {
          action: 'enquiry.reply',
          target: { type: 'enquiry', id },
          summary: 'enquiry.replied',
          params: { email: enquiry.email, lang, subject },
        });
      });
      return answer(id);
    },
  );
};
