// Voucher codes: imported from the vendor's CSV (sealed at rest, all or nothing) and voided one
// at a time by the code itself (staff never see a list of codes). Stock counts are listed with
// the products (voucher-products.ts).
import {
  errors,
  SuccessMessage,
  VoidVoucherBody,
  VoucherImportBody,
  VoucherImportResponse,
} from 'contracts';
import { planVoucherImport, voucherRowsFromCsv } from '../../commerce/voucher-import';
import { isUniqueViolation } from '../../db/database';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

export const voucherRoutes: RoutePlugin = async (app) => {
  app.post(
    '/commerce/vouchers/import',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Import exam voucher codes from CSV (course, code, expiresOn), all or nothing (admin)',
        security: bearer,
        body: VoucherImportBody,
        response: { 201: VoucherImportResponse, ...errors(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const rows = voucherRowsFromCsv(request.body.csv);
      const { problems, vouchers, byCourse } = await planVoucherImport(
        app.db,
        app.voucherCodes,
        rows,
        new Date(),
      );
      if (problems.length > 0) {
        throw new HttpError(
          400,
          `No codes were imported: ${problems.length} row${problems.length === 1 ? ' has' : 's have'} errors`,
          { errors: problems },
        );
      }
      const courses = [...byCourse].map(([courseSlug, imported]) => ({ courseSlug, imported }));
      try {
        await app.db.transaction().execute(async (trx) => {
          for (let i = 0; i < vouchers.length; i += 200) {
            await trx
              .insertInto('vouchers')
              .values(vouchers.slice(i, i + 200))
              .execute();
          }
          await app.audit(trx, request, {
            action: 'voucher.import',
            target: { type: 'voucher', id: vouchers[0]?.id ?? '' },
            summary: 'voucher.imported',
            params: {
              count: vouchers.length,
              courses: courses.map((c) => `${c.courseSlug}: ${c.imported}`).join(', '),
            },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('No codes were imported: one was imported meanwhile; try again');
        throw error;
      }
      return reply.code(201).send({
        success: true,
        message: `${vouchers.length} code${vouchers.length === 1 ? '' : 's'} imported`,
        data: courses,
      });
    },
  );

  app.post(
    '/commerce/vouchers/void',
    {
      schema: {
        tags: ['admin'],
        summary: 'Void an available exam voucher code, named by the code itself (admin)',
        security: bearer,
        body: VoidVoucherBody,
        response: { 200: SuccessMessage, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const hash = app.voucherCodes.hash(request.body.code);
      await app.db.transaction().execute(async (trx) => {
        const voucher = await trx
          .selectFrom('vouchers')
          .innerJoin('voucherProducts', 'voucherProducts.id', 'vouchers.productId')
          .select(['vouchers.id', 'vouchers.state', 'voucherProducts.courseSlug'])
          .where('vouchers.codeHash', '=', hash)
          .executeTakeFirst();
        if (!voucher) throw notFound('No such code was imported');
        const result = await trx
          .updateTable('vouchers')
          .set({ state: 'void', updatedAt: nowIso() })
          .where('id', '=', voucher.id)
          .where('state', '=', 'available')
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          throw conflict(`This code is ${voucher.state}: only an available code can be voided`);
        }
        await app.audit(trx, request, {
          action: 'voucher.void',
          target: { type: 'voucher', id: voucher.id },
          summary: 'voucher.voided',
          params: { course: voucher.courseSlug },
        });
      });
      return { success: true, message: 'The code was voided' };
    },
  );
};
