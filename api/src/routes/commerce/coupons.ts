// Coupons: created with contracts' rules (couponProblem) under a normalized code, listed, and
// deactivated (a coupon an order used stays, so past orders still name it).
import {
  CouponList,
  couponProblem,
  CouponResponse,
  CreateCouponBody,
  errors,
  normalizeCouponCode,
  UuidParams,
} from 'contracts';
import { couponView } from '../../commerce/views';
import { isUniqueViolation } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

export const couponRoutes: RoutePlugin = async (app) => {
  app.get(
    '/commerce/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Coupons, the newest first (admin)',
        security: bearer,
        response: { 200: CouponList, ...errors(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => {
      const rows = await app.db
        .selectFrom('coupons')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(500)
        .execute();
      return { success: true, data: rows.map(couponView) };
    },
  );

  app.post(
    '/commerce/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon: percent (basis points) or fixed (minor units) (admin)',
        security: bearer,
        body: CreateCouponBody,
        response: { 201: CouponResponse, ...errors(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      const coupon = {
        ...body,
        code: normalizeCouponCode(body.code),
        validFrom: new Date(body.validFrom).toISOString(),
        validUntil: new Date(body.validUntil).toISOString(),
        courses: body.courses ?? [],
      };
      const problem = couponProblem(coupon);
      if (problem) throw badRequest(problem);
      const now = nowIso();
      const id = newId();
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('coupons')
            .values({
              id,
              code: coupon.code,
              kind: coupon.kind,
              value: coupon.value,
              currency: coupon.currency ?? null,
              validFrom: coupon.validFrom,
              validUntil: coupon.validUntil,
              maxUses: coupon.maxUses,
              courses: JSON.stringify(coupon.courses),
              createdAt: now,
              updatedAt: now,
            })
            .execute();
          await app.audit(trx, request, {
            action: 'coupon.create',
            target: { type: 'coupon', id },
            summary: 'coupon.created',
            params: { code: coupon.code },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`A coupon ${coupon.code} exists already`);
        throw error;
      }
      const row = await app.db
        .selectFrom('coupons')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ success: true, data: couponView(row) });
    },
  );

  app.post(
    '/commerce/coupons/:id/deactivate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deactivate a coupon: no new order can use it (admin)',
        security: bearer,
        params: UuidParams,
        response: { 200: CouponResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const row = await app.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('coupons')
          .set({ active: 0, updatedAt: nowIso() })
          .where('id', '=', request.params.id)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw notFound('Coupon not found');
        await app.audit(trx, request, {
          action: 'coupon.deactivate',
          target: { type: 'coupon', id: updated.id },
          summary: 'coupon.deactivated',
          params: { code: updated.code },
        });
        return updated;
      });
      return { success: true, data: couponView(row) };
    },
  );
};
