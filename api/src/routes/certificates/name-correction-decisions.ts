// Staff decide learners' name corrections (admins only). Approving, in one transaction: a
// corrected certificate (same course, issuer, dates and holder; a new ID; the requested name)
// signed as every issued certificate is, the old one revoked with the reason that names its
// replacement (so the status list and its credential say revoked), the decision, its audit
// event and the learner's e-mail. Refusing records the decision, its audit event and the e-mail,
// and leaves the certificate as it was.
import {
  AdminNameCorrectionResponse,
  AdminNameCorrectionsResponse,
  ApproveCorrectionBody,
  correctionRevokedReason,
  errors,
  isLang,
  NameCorrectionIdParams,
  type PublicCertificate,
  RefuseCorrectionBody,
} from 'contracts';
import { isUniqueViolation, type Db } from '../../db/database';
import { CertificatesRepository } from '../../db/repositories/certificates';
import { NameCorrectionsRepository } from '../../db/repositories/name-corrections';
import type { NewCertificate } from '../../db/schema';
import { correctionDecisionEmail } from '../../certificates/correction-emails';
import { badRequest, conflict, notFound, say } from '../../lib/http-error';
import { newCertificateId, newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { TtlCache } from '../../lib/ttl-cache';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';

export interface DecisionOptions {
  /** The public lookup's cache: an approval revokes a certificate, so its entry goes. */
  lookups: TtlCache<PublicCertificate>;
}

export const nameCorrectionDecisionRoutes: RoutePlugin<DecisionOptions> = async (
  app,
  { lookups },
) => {
  const site = () => ({ brand: app.config.site.brandName, origin: app.config.publicOrigin });

  /** The open request with its certificate and learner, checked inside the transaction. */
  async function openRequest(trx: Db, id: string) {
    const correction = await new NameCorrectionsRepository(trx).find(id);
    if (!correction) throw notFound(say('CORRECTION_NOT_FOUND'));
    if (correction.status !== 'requested') throw conflict(say('CORRECTION_DECIDED'));
    const certificate = await new CertificatesRepository(trx).findByCertificateId(
      correction.certificateId,
    );
    const learner = await trx
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', correction.userId)
      .executeTakeFirst();
    if (!certificate || !learner) throw notFound(say('CORRECTION_NOT_FOUND'));
    return { correction, certificate, learner };
  }

  async function answer(id: string) {
    const found = (await new NameCorrectionsRepository(app.db).open()).find((c) => c.id === id);
    if (found) return found;
    // Decided: the row as it is now, with the certificate it was about.
    const row = await app.db
      .selectFrom('nameCorrections')
      .innerJoin('certificates', 'certificates.certificateId', 'nameCorrections.certificateId')
      .innerJoin('users', 'users.id', 'nameCorrections.userId')
      .selectAll('nameCorrections')
      .select([
        'certificates.fullName as currentName',
        'certificates.courseName as courseName',
        'users.email as email',
      ])
      .where('nameCorrections.id', '=', id)
      .executeTakeFirstOrThrow();
    const { userId: _userId, lang: _lang, decidedBy: _by, ...view } = row;
    return view;
  }

  app.get(
    '/name-corrections',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open name correction requests, newest first (admin)',
        security: bearer,
        response: { 200: AdminNameCorrectionsResponse, ...errors(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ success: true, data: await new NameCorrectionsRepository(app.db).open() }),
  );

  app.post(
    '/name-corrections/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a name correction: a corrected certificate replaces the old one, which is revoked (admin)',
        security: bearer,
        params: NameCorrectionIdParams,
        body: ApproveCorrectionBody,
        response: { 200: AdminNameCorrectionResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const note = request.body.note.trim();
      if (!note) throw badRequest(say('FIELD_REQUIRED', { field: 'note' }));
      const admin = userOf(request).id;
      let oldId = '';
      // A unique key taken at the same moment (a new certificate ID) fails the insert: retry.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          oldId = await app.db.transaction().execute(async (trx) => {
            const { correction, certificate, learner } = await openRequest(trx, request.params.id);
            if (certificate.status !== 'valid') throw conflict(say('CORRECTION_NOT_VALID'));
            const now = nowIso();
            const holder = certificate.recipientEmail ?? learner.email.trim().toLowerCase();
            const corrected: NewCertificate = await app.credentials.signNew(
              {
                id: newId(),
                certificateId: newCertificateId(),
                fullName: correction.requestedName,
                courseName: certificate.courseName,
                issuedBy: certificate.issuedBy,
                issueDate: certificate.issueDate,
                expiryDate: certificate.expiryDate,
                status: 'valid',
                revokedReason: null,
                revokedAt: null,
                issuedByUserId: admin,
                createdAt: now,
                recipientEmail: holder,
              },
              { email: holder },
              trx,
            );
            const certificates = new CertificatesRepository(trx);
            await certificates.create(corrected);
            const reason = correctionRevokedReason(corrected.certificateId);
            if (!(await certificates.revoke(certificate.certificateId, reason, now))) {
              throw conflict(say('CORRECTION_NOT_VALID'));
            }
            await app.credentials.refreshStatusListOf(trx, certificate.certificateId);
            const decided = await new NameCorrectionsRepository(trx).decide(correction.id, {
              status: 'approved',
              decidedBy: admin,
              decidedAt: now,
              decisionNote: note,
              newCertificateId: corrected.certificateId,
            });
            if (!decided) throw conflict(say('CORRECTION_DECIDED'));
            await app.audit(trx, request, {
              action: 'name_correction.approve',
              target: { type: 'certificate', id: certificate.certificateId },
              summary: 'name_correction.approved',
              params: {
                certificateId: certificate.certificateId,
                from: certificate.fullName,
                to: corrected.fullName,
                newCertificateId: corrected.certificateId,
                note,
              },
            });
            await app.outbox.queueEmail(
              trx,
              correctionDecisionEmail(
                learner.email,
                isLang(correction.lang) ? correction.lang : 'en',
                {
                  outcome: 'approved',
                  courseName: certificate.courseName,
                  requestedName: corrected.fullName,
                  note,
                  newCertificateId: corrected.certificateId,
                },
                site(),
              ),
            );
            return certificate.certificateId;
          });
          break;
        } catch (error) {
          if (isUniqueViolation(error) && attempt < 4) continue;
          throw error;
        }
      }
      lookups.delete(oldId);
      app.credentials.forgetStatusList();
      request.log.info(
        { event: 'name-correction-approved', certificateId: oldId, by: admin },
        'name correction approved',
      );
      return { success: true, data: await answer(request.params.id) };
    },
  );

  app.post(
    '/name-corrections/:id/refuse',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuse a name correction with a reason; the certificate stays as it is (admin)',
        security: bearer,
        params: NameCorrectionIdParams,
        body: RefuseCorrectionBody,
        response: { 200: AdminNameCorrectionResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest(say('FIELD_REQUIRED', { field: 'reason' }));
      await app.db.transaction().execute(async (trx) => {
        const { correction, certificate, learner } = await openRequest(trx, request.params.id);
        const decided = await new NameCorrectionsRepository(trx).decide(correction.id, {
          status: 'refused',
          decidedBy: userOf(request).id,
          decidedAt: nowIso(),
          decisionNote: reason,
        });
        if (!decided) throw conflict(say('CORRECTION_DECIDED'));
        await app.audit(trx, request, {
          action: 'name_correction.refuse',
          target: { type: 'certificate', id: certificate.certificateId },
          summary: 'name_correction.refused',
          params: {
            certificateId: certificate.certificateId,
            to: correction.requestedName,
            reason,
          },
        });
        await app.outbox.queueEmail(
          trx,
          correctionDecisionEmail(
            learner.email,
            isLang(correction.lang) ? correction.lang : 'en',
            {
              outcome: 'refused',
              courseName: certificate.courseName,
              requestedName: correction.requestedName,
              note: reason,
            },
            site(),
          ),
        );
      });
      return { success: true, data: await answer(request.params.id) };
    },
  );
};
