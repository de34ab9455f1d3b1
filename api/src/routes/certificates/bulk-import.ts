// The admin imports many certificates at once from CSV or JSON rows, all or nothing; their
// credentials are signed after the import (the credential service's pending run).
import {
  BULK_IMPORT_DESCRIPTION,
  BulkImportBody,
  BulkImportResponse,
  defaultExpiryDate,
  errors,
} from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { CertificatesRepository } from '../../db/repositories/certificates';
import type { Certificate, NewCertificate } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { newCertificateId, newId } from '../../lib/ids';
import { nowIso, today } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { checkRows, rowsFromCsv } from './bulk-rows';
import { adminView } from '../../certificates/views';

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
        response: { 201: BulkImportResponse, ...errors(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { rows: jsonRows, csv } = request.body;
      if ((jsonRows === undefined) === (csv === undefined)) {
        throw badRequest('Send exactly one of rows or csv');
      }
      const rawRows = csv !== undefined ? rowsFromCsv(csv) : (jsonRows ?? []);
      if (rawRows.length === 0) throw badRequest('There are no rows to import');

      const { valid, problems, keptIds } = checkRows(rawRows);
      const existing = await app.repos.certificates.existingIds([...keptIds.keys()]);
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
        };
      });
      try {
        await app.db.transaction().execute(async (trx) => {
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
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            'No certificates were imported: a certificate ID was taken meanwhile; try again',
          );
        }
        throw error;
      }
      request.log.info(
        { event: 'certificates-imported', count: certificates.length },
        'certificates imported',
      );
      // Signing takes ~30 ms each: the credentials of a large import are made after the answer
      // (and on demand, should one be asked for first).
      app.credentials.signPending().catch((error: unknown) => {
        request.log.error({ err: error }, 'signing imported certificates failed');
      });
      return reply.code(201).send({
        success: true,
        message: `${certificates.length} certificate${certificates.length === 1 ? '' : 's'} imported`,
        data: certificates.map((c) => adminView({ ...c, status: 'valid' } as Certificate)),
      });
    },
  );
};
