// The admin imports many certificates at once (up to 100,000) from CSV or JSON rows, all or
// nothing, and may follow the signing of their credentials, which the job queue does after the
// answer: signing takes tens of milliseconds a certificate, storing them a fraction of that.
import {
  BULK_IMPORT_DESCRIPTION,
  BulkImportBody,
  BulkImportResponse,
  defaultExpiryDate,
  errors,
  IMPORT_ANSWER_ROWS,
  IMPORT_BODY_MAX_BYTES,
  ImportIdParams,
  ImportProgressResponse,
  MAX_IMPORT_ROWS,
} from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { CertificatesRepository } from '../../db/repositories/certificates';
import type { Certificate, NewCertificate } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { newCertificateId, newId } from '../../lib/ids';
import { nowIso, today } from '../../lib/time';
import { langOf } from '../../lib/messages';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { checkRows, rowsFromCsv } from './bulk-rows';
import { accountLangs, certificateIssuedEmail } from '../../certificates/emails';
import { adminView } from '../../certificates/views';
import { SIGN_PENDING_JOB } from '../../plugins/credential-signing';

export const bulkImportRoutes: RoutePlugin = async (app) => {
  const defaultIssuer = app.config.site.brandName;

  app.post(
    '/certificates/bulk',
    {
      schema: {
        tags: ['admin'],
        summary: 'Import many certificates at once, all or nothing (admin)',
        description: BULK_IMPORT_DESCRIPTION,
        security: bearer,
        body: BulkImportBody,
        response: { 201: BulkImportResponse, ...errors(400, 401, 403, 409, 413) },
      },
      // 100,000 rows are some megabytes; every other route keeps the small global limit.
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      // The body limit's refusal names this route's limit, not the API's 100 KB.
      errorHandler: (error, request, reply) =>
        app.errorHandler(
          (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? new HttpError(413, {
                code: 'IMPORT_TOO_LARGE',
                params: { limit: IMPORT_BODY_MAX_BYTES / (1024 * 1024), rows: MAX_IMPORT_ROWS },
              })
            : error,
          request,
          reply,
        ),
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { rows: jsonRows, csv, emailLang } = request.body;
      if ((jsonRows === undefined) === (csv === undefined)) {
        throw badRequest('Send exactly one of rows or csv');
      }
      // How long each step took, in the log line of the import (where a large one spends it).
      const ms: Record<string, number> = {};
      let last = performance.now();
      const lap = (step: string) => {
        const now = performance.now();
        ms[step] = Math.round(now - last);
        last = now;
      };
      const rawRows = csv !== undefined ? rowsFromCsv(csv) : (jsonRows ?? []);
      lap('read');
      if (rawRows.length === 0) throw badRequest('There are no rows to import');

      const { valid, problems, keptIds } = checkRows(rawRows);
      lap('check');
      const existing = await app.repos.certificates.existingIds([...keptIds.keys()]);
      lap('existing');
      for (const id of existing) {
        problems.push({
          row: keptIds.get(id) as number,
          message: `certificateId ${id} already exists`,
        });
      }
      if (problems.length > 0) {
        problems.sort((a, b) => a.row - b.row);
        throw new HttpError(
          400,
          `No certificates were imported: ${problems.length} row${problems.length === 1 ? ' has' : 's have'} errors`,
          { errors: problems },
        );
      }

      const issuer = userOf(request).id;
      const createdAt = nowIso();
      const importId = newId();
      const fresh = new Set<string>();
      const certificates: NewCertificate[] = valid.map((row) => {
        let certificateId = row.certificateId;
        while (
          !certificateId ||
          (!row.certificateId && (fresh.has(certificateId) || keptIds.has(certificateId)))
        ) {
          certificateId = newCertificateId();
        }
        fresh.add(certificateId);
        return {
          id: newId(),
          certificateId,
          fullName: row.fullName,
          courseName: row.courseName,
          issuedBy: row.issuedBy || defaultIssuer,
          issueDate: row.issueDate || today(),
          expiryDate:
            row.expiryDate === 'never'
              ? null
              : row.expiryDate || defaultExpiryDate(row.courseName, row.issueDate || today()),
          status: 'valid',
          revokedReason: null,
          revokedAt: null,
          issuedByUserId: issuer,
          createdAt,
          recipientEmail: row.recipientEmail ?? null,
          importId,
        };
      });
      const addressed = certificates.filter((c) => c.recipientEmail);
      const langs = await accountLangs(app.db, [
        ...new Set(addressed.map((c) => c.recipientEmail as string)),
      ]);
      const fallbackLang = emailLang ?? langOf(request);
      const site = { brand: app.config.site.brandName, origin: app.config.publicOrigin };
      const messages = addressed.map((certificate) => {
        const to = certificate.recipientEmail as string;
        return certificateIssuedEmail(to, langs.get(to) ?? fallbackLang, certificate, site);
      });
      lap('prepare');
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('certificateImports')
            .values({ id: importId, createdBy: issuer, createdAt, total: certificates.length })
            .execute();
          await new CertificatesRepository(trx).insertMany(certificates);
          await app.audit(trx, request, {
            action: 'certificate.import',
            target: { type: 'certificate', id: certificates[0]?.certificateId ?? '' },
            summary: 'certificate.imported',
            params: {
              count: certificates.length,
              ids: `${certificates
                .slice(0, 5)
                .map((c) => c.certificateId)
                .join(', ')}${certificates.length > 5 ? ', …' : ''}`,
            },
          });
          await app.outbox.queueEmails(trx, messages);
          // The credentials are signed by the job queue, a batch per job (each job queues the
          // next): shared by the instances, and resumed after a restart from those left unsigned.
          await app.jobs.send(SIGN_PENDING_JOB, {}, {}, trx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            'No certificates were imported: a certificate ID was taken meanwhile; try again',
          );
        }
        throw error;
      }
      app.jobs.wake();
      lap('store');
      request.log.info(
        { event: 'certificates-imported', count: certificates.length, importId, ms },
        'certificates imported',
      );
      return reply.code(201).send({
        success: true,
        message: `${certificates.length} certificate${certificates.length === 1 ? '' : 's'} imported`,
        count: certificates.length,
        importId,
        data: certificates
          .slice(0, IMPORT_ANSWER_ROWS)
          .map((c) => adminView({ ...c, status: 'valid' } as Certificate)),
      });
    },
  );

  app.get(
    '/certificates/imports/:importId',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many of an import’s certificates have their credential signed (admin)',
        security: bearer,
        params: ImportIdParams,
        response: { 200: ImportProgressResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const record = await app.db
        .selectFrom('certificateImports')
        .select(['total', 'signed'])
        .where('id', '=', request.params.importId)
        .executeTakeFirst();
      if (!record) throw notFound('There is no such import');
      // Counted by the signing run as it signs (migration 0031): one row, however large.
      const total = Number(record.total);
      const signed = Math.min(total, Number(record.signed));
      return { success: true, data: { total, signed, done: signed >= total } };
    },
  );
};
