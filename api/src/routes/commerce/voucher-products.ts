// Voucher products: one per course exam, with its prices in paise and cents; listed with their
// codes counted by state. Deactivating one takes it off the course page; its codes stay.
import {
  CourseSlugParams,
  CreateVoucherProductBody,
  errors,
  isCourseSlug,
  UpdateVoucherProductBody,
  VoucherProductList,
  VoucherProductResponse,
} from 'contracts';
import { findVoucherProduct, listVoucherProducts } from '../../commerce/catalogue';
import { isUniqueViolation } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

export const voucherProductRoutes: RoutePlugin = async (app) => {
  app.get(
    '/commerce/voucher-products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Exam voucher products, their prices and their codes counted by state (admin)',
        security: bearer,
        response: { 200: VoucherProductList, ...errors(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ success: true, data: await listVoucherProducts(app.db) }),
  );

  app.post(
    '/commerce/voucher-products',
    {
      schema: {
        tags: ['admin'],
        summary: "Offer a course's exam voucher at a price in paise and cents (admin)",
        security: bearer,
        body: CreateVoucherProductBody,
        response: { 201: VoucherProductResponse, ...errors(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      if (!isCourseSlug(body.courseSlug)) throw badRequest(`unknown course "${body.courseSlug}"`);
      const now = nowIso();
      const id = newId();
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('voucherProducts')
            .values({
              id,
              courseSlug: body.courseSlug,
              priceInr: body.priceInr,
              priceUsd: body.priceUsd,
              active: body.active === false ? 0 : 1,
              lowStockThreshold: body.lowStockThreshold ?? 5,
              createdAt: now,
              updatedAt: now,
            })
            .execute();
          await app.audit(trx, request, {
            action: 'voucher_product.create',
            target: { type: 'voucher_product', id },
            summary: 'voucher_product.created',
            params: { course: body.courseSlug, priceInr: body.priceInr, priceUsd: body.priceUsd },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(`The exam voucher of "${body.courseSlug}" exists already: change it`);
        throw error;
      }
      const product = await findVoucherProduct(app.db, body.courseSlug);
      if (!product) throw notFound('Voucher product not found');
      return reply.code(201).send({ success: true, data: product });
    },
  );

  app.patch(
    '/commerce/voucher-products/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: "Change an exam voucher's prices or low-stock mark, or (de)activate it (admin)",
        security: bearer,
        params: CourseSlugParams,
        body: UpdateVoucherProductBody,
        response: { 200: VoucherProductResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { slug } = request.params;
      const { active, ...rest } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('voucherProducts')
          .set({
            ...rest,
            ...(active === undefined ? {} : { active: active ? 1 : 0 }),
            updatedAt: nowIso(),
          })
          .where('courseSlug', '=', slug)
          .returning('id')
          .executeTakeFirst();
        if (!result) throw notFound(`No exam voucher is offered for "${slug}"`);
        await app.audit(trx, request, {
          action: 'voucher_product.update',
          target: { type: 'voucher_product', id: result.id },
          summary: 'voucher_product.changed',
          params: {
            fields: Object.entries(request.body)
              .map(([field, value]) => `${field}: ${String(value)}`)
              .join(', '),
          },
        });
      });
      const product = await findVoucherProduct(app.db, slug);
      if (!product) throw notFound(`No exam voucher is offered for "${slug}"`);
      return { success: true, data: product };
    },
  );
};
