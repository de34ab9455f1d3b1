// The admin's certificates: issue one, import many (all or nothing), list, revoke.
import {
  AdminCertificateResponse,
  BULK_IMPORT_DESCRIPTION,
  BulkImportBody,
  BulkImportResponse,
  CertificateIdParams,
  defaultExpiryDate,
  CertificatesPage,
  checkFullName,
  errors,
  isIssueDateInRange,
  ISSUE_DATE_MIN,
  IssueCertificateBody,
  latestIssueDate,
  ListCertificatesQuery,
  normalizeFullName,
  RevokeBody,
  type PublicCertificate,
} from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { CertificatesRepository } from '../../db/repositories/certificates';
import type { Certificate, NewCertificate } from '../../db/schema';
import {
  badRequest,
  conflict,
  fullNameRefusal,
  HttpError,
  notFound,
  say,
} from '../../lib/http-error';
import { newCertificateId, newId, normalizeCertificateId } from '../../lib/ids';
import { nowIso, today } from '../../lib/time';
import type { TtlCache } from '../../lib/ttl-cache';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { checkRows, rowsFromCsv } from './bulk-rows';
import { adminView } from '../../certificates/views';

export interface AdminOptions {
  /** The public lookup's cache: a revocation clears its entry. */
  lookups: TtlCache<PublicCertificate>;
}

export const adminRoutes: RoutePlugin<AdminOptions> = async (app, { lookups }) => {
  const defaultIssuer = app.config.site.brandName;

  app.post(
    '/certificates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Issue a certificate with a new unguessable ID (admin)',
        security: bearer,
        body: IssueCertificateBody,
        response: { 201: AdminCertificateResponse, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      const fullName = normalizeFullName(body.fullName);
      const nameProblem = checkFullName(fullName);
      if (nameProblem) throw badRequest(fullNameRefusal(nameProblem));
      const issueDate = body.issueDate ?? today();
      if (!isIssueDateInRange(issueDate)) {
        throw badRequest(
          say('ISSUE_DATE_RANGE', {
            field: 'issueDate',
            min: ISSUE_DATE_MIN,
            max: latestIssueDate(),
          }),
        );
      }
      const courseName = body.courseName.trim();
      const expiryDate =
        body.expiryDate === undefined ? defaultExpiryDate(courseName, issueDate) : body.expiryDate;
      if (expiryDate && expiryDate < issueDate)
        throw badRequest('expiryDate must not be before issueDate');
      const base = {
        fullName,
        courseName,
        issuedBy: body.issuedBy?.trim() || defaultIssuer,
        issueDate,
        expiryDate,
        status: 'valid' as const,
        revokedReason: null,
        revokedAt: null,
        issuedByUserId: userOf(request).id,
      };
      if (!base.courseName) throw badRequest('courseName must not be blank');
      // A collision of ~59 random bits is practically impossible; retry anyway rather than fail.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // Signed before it is stored: every certificate issued here has its credential at once.
        const certificate: NewCertificate = await app.credentials.signNew({
          ...base,
          id: newId(),
          certificateId: newCertificateId(),
          createdAt: nowIso(),
        });
        try {
          await app.db.transaction().execute(async (trx) => {
            await new CertificatesRepository(trx).create(certificate);
            await app.audit(trx, request, {
              action: 'certificate.issue',
              target: { type: 'certificate', id: certificate.certificateId },
              summary: 'certificate.issued',
              params: { course: certificate.courseName, name: certificate.fullName },
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) continue;
          throw error;
        }
        const stored = await app.repos.certificates.findByCertificateId(certificate.certificateId);
        if (!stored) throw new Error('certificate vanished after insert');
        return reply.code(201).send({ success: true, data: adminView(stored) });
      }
      throw new Error('could not allocate a unique certificate ID');
    },
  );

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

  app.get(
    '/certificates',
    {
      schema: {
        tags: ['admin'],
        summary: 'List certificates, newest first; search by ID or name (admin)',
        security: bearer,
        querystring: ListCertificatesQuery,
        response: { 200: CertificatesPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const result = await app.repos.certificates.list({
        page,
        pageSize,
        search: search?.trim() || undefined,
      });
      return {
        success: true,
        data: result.rows.map(adminView),
        total: result.total,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/certificates/:certificateId/revoke',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke a certificate; the public lookup then shows status revoked (admin)',
        security: bearer,
        params: CertificateIdParams,
        body: RevokeBody,
        response: { 200: AdminCertificateResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const certificateId = normalizeCertificateId(request.params.certificateId);
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest('reason must not be blank');
      const found = await app.repos.certificates.findByCertificateId(certificateId);
      if (!found) throw notFound('Certificate not found.');
      // The revocation and its bit in the signed status list commit together.
      const revokedNow = await app.db.transaction().execute(async (trx) => {
        const done = await new CertificatesRepository(trx).revoke(certificateId, reason, nowIso());
        if (done) {
          await app.credentials.refreshStatusList(trx);
          await app.audit(trx, request, {
            action: 'certificate.revoke',
            target: { type: 'certificate', id: certificateId },
            summary: 'certificate.revoked',
            params: { reason },
          });
        }
        return done;
      });
      // Also after a lost race (409): whatever this instance kept for the ID may be stale.
      lookups.delete(certificateId);
      app.credentials.forgetStatusList();
      if (!revokedNow) throw conflict('This certificate is already revoked');
      const revoked = await app.repos.certificates.findByCertificateId(certificateId);
      request.log.info(
        { event: 'certificate-revoked', certificateId, by: userOf(request).id },
        'certificate revoked',
      );
      return { success: true, data: adminView(revoked as Certificate) };
    },
  );
};
