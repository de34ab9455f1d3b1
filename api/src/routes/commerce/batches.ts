// Training batches: scheduled with their dates, schedule, mode (online or in a city's
// classroom), seats and prices; changed; cancelled while no seat is taken (a batch with seats
// taken is the buyers' to be refunded or moved first, which a later change will handle).
import {
  BatchList,
  BatchListQuery,
  BatchResponse,
  batchDatesProblem,
  batchPlaceProblem,
  CreateBatchBody,
  errors,
  isCourseSlug,
  missingLangs,
  UpdateBatchBody,
  UuidParams,
} from 'contracts';
import { batchView } from '../../commerce/views';
import { TranslationsRepository } from '../../content-translations/repository';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { nowIso, today } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

const findBatch = (db: Db, id: string) =>
  db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();

function checkBatch(batch: {
  startsOn: string;
  endsOn: string;
  mode: 'online' | 'classroom';
  city: string | null;
}): void {
  const problem = batchDatesProblem(batch) ?? batchPlaceProblem(batch.mode, batch.city);
  if (problem) throw badRequest(problem);
}

export const batchRoutes: RoutePlugin = async (app) => {
  app.get(
    '/commerce/batches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Training batches, the latest start first, of one course or all (admin)',
        security: bearer,
        querystring: BatchListQuery,
        response: { 200: BatchList, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { courseSlug } = request.query;
      const rows = await app.db
        .selectFrom('batches')
        .selectAll()
        .$if(courseSlug !== undefined, (q) => q.where('courseSlug', '=', courseSlug ?? ''))
        .orderBy('startsOn', 'desc')
        .orderBy('id')
        .limit(500)
        .execute();
      const texts = await new TranslationsRepository(app.db).ofItems(
        'batch',
        rows.map((b) => b.id),
      );
      return {
        success: true,
        data: rows.map((b) => ({
          ...batchView(b),
          missingTranslations: missingLangs({ schedule: b.schedule }, texts.get(b.id) ?? {}),
        })),
      };
    },
  );

  app.post(
    '/commerce/batches',
    {
      schema: {
        tags: ['admin'],
        summary: 'Schedule a training batch (admin)',
        security: bearer,
        body: CreateBatchBody,
        response: { 201: BatchResponse, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      if (!isCourseSlug(body.courseSlug)) throw badRequest(`unknown course "${body.courseSlug}"`);
      const city = body.city?.trim() || null;
      checkBatch({ ...body, city });
      if (body.startsOn <= today()) throw badRequest('startsOn must be after today');
      const now = nowIso();
      const id = newId();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('batches')
          .values({ id, ...body, city, createdAt: now, updatedAt: now })
          .execute();
        await app.audit(trx, request, {
          action: 'batch.create',
          target: { type: 'batch', id },
          summary: 'batch.created',
          params: { course: body.courseSlug, startsOn: body.startsOn, mode: body.mode },
        });
      });
      const batch = await findBatch(app.db, id);
      if (!batch) throw notFound('Batch not found');
      return reply.code(201).send({ success: true, data: batchView(batch) });
    },
  );

  app.patch(
    '/commerce/batches/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a scheduled batch's dates, schedule, place, seats or prices (admin)",
        security: bearer,
        params: UuidParams,
        body: UpdateBatchBody,
        response: { 200: BatchResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const patch = request.body;
      const updated = await app.db.transaction().execute(async (trx) => {
        const existing = await findBatch(trx, request.params.id);
        if (!existing) throw notFound('Batch not found');
        if (existing.state !== 'scheduled') throw conflict('A cancelled batch cannot be changed');
        const city = patch.city === undefined ? existing.city : patch.city?.trim() || null;
        const merged = { ...existing, ...patch, city };
        checkBatch(merged);
        if (patch.startsOn !== undefined && patch.startsOn <= today())
          throw badRequest('startsOn must be after today');
        // Conditional on the seats still taken, so a concurrent reservation cannot be cut off.
        const result = await trx
          .updateTable('batches')
          .set({ ...patch, city, updatedAt: nowIso() })
          .where('id', '=', existing.id)
          .where('state', '=', 'scheduled')
          .where('seatsTaken', '<=', merged.capacity)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          throw conflict(`capacity cannot be below the ${existing.seatsTaken} seats already taken`);
        }
        await app.audit(trx, request, {
          action: 'batch.update',
          target: { type: 'batch', id: existing.id },
          summary: 'batch.changed',
          params: { fields: Object.keys(patch).join(', ') },
        });
        return findBatch(trx, existing.id);
      });
      if (!updated) throw notFound('Batch not found');
      return { success: true, data: batchView(updated) };
    },
  );

  app.post(
    '/commerce/batches/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a batch while none of its seats is taken (admin)',
        security: bearer,
        params: UuidParams,
        response: { 200: BatchResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const cancelled = await app.db.transaction().execute(async (trx) => {
        const existing = await findBatch(trx, request.params.id);
        if (!existing) throw notFound('Batch not found');
        if (existing.state === 'cancelled') throw conflict('The batch is cancelled already');
        // Conditional: a seat reserved meanwhile keeps the batch.
        const result = await trx
          .updateTable('batches')
          .set({ state: 'cancelled', updatedAt: nowIso() })
          .where('id', '=', existing.id)
          .where('state', '=', 'scheduled')
          .where('seatsTaken', '=', 0)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          throw conflict(
            'Seats of this batch are taken: the batch can be cancelled only when none is',
          );
        }
        await app.audit(trx, request, {
          action: 'batch.cancel',
          target: { type: 'batch', id: existing.id },
          summary: 'batch.cancelled',
          params: { course: existing.courseSlug, startsOn: existing.startsOn },
        });
        return findBatch(trx, existing.id);
      });
      if (!cancelled) throw notFound('Batch not found');
      return { success: true, data: batchView(cancelled) };
    },
  );
};
