// The admin's certificate list and revocation. Issuing one is in issue.ts, importing many in
// bulk-import.ts.
import {
  AdminCertificateResponse,
  CertificateIdParams,
  CertificatesPage,
  errors,
  ListCertificatesQuery,
  type PublicCertificate,
  RevokeBody,
} from 'contracts';
import type { CertificateCursor } from '../../db/repositories/certificate-search';
import { CertificatesRepository } from '../../db/repositories/certificates';
import type { Certificate } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { normalizeCertificateId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { TtlCache } from '../../lib/ttl-cache';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { adminView } from '../../certificates/views';
import { decodeSortKeys, encodeSortKeys } from '../../lib/list-cursor';

const encodeCursor = (cursor: CertificateCursor) =>
  encodeSortKeys([cursor.createdAt, cursor.certificateId]);

function decodeCursor(text: string): CertificateCursor {
  const [createdAt, certificateId] = decodeSortKeys(text, 'string');
  return { createdAt, certificateId };
}

export interface AdminOptions {
  /** The public lookup's cache: a revocation clears its entry. */
  lookups: TtlCache<PublicCertificate>;
}

export const adminRoutes: RoutePlugin<AdminOptions> = async (app, { lookups }) => {
  app.get(
    '/certificates',
    {
      schema: {
        tags: ['admin'],
        summary:
          'List certificates, newest first, with how often each was verified; search by ID prefix, any part of the name, or e-mail prefix (admin)',
        security: bearer,
        querystring: ListCertificatesQuery,
        response: { 200: CertificatesPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, search, cursor } = request.query;
      const result = await app.repos.certificates.list({
        page,
        pageSize,
        cursor: cursor === undefined ? undefined : decodeCursor(cursor),
        search: search?.trim() || undefined,
      });
      // The counts written so far (the last few seconds' are still in memory: a trend, not a ledger).
      const counts = await app.repos.verifications.verificationCounts(
        result.rows.map((row) => row.certificateId),
      );
      return {
        success: true,
        data: result.rows.map((row) => {
          const seen = counts.get(row.certificateId);
          return {
            ...adminView(row),
            verificationsTotal: seen?.total ?? 0,
            verificationsLast30Days: seen?.last30Days ?? 0,
          };
        }),
        total: result.total,
        totalCapped: result.totalCapped,
        nextCursor: result.nextCursor && encodeCursor(result.nextCursor),
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
          await app.credentials.refreshStatusListOf(trx, certificateId);
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
