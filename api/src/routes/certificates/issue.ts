// The admin issues one certificate, with a new unguessable ID and its signed credential; issued
// to an address, its holder is e-mailed a link to it in the transaction that stores it.
import {
  AdminCertificateResponse,
  checkFullName,
  defaultExpiryDate,
  errors,
  isIssueDateInRange,
  ISSUE_DATE_MIN,
  IssueCertificateBody,
  latestIssueDate,
  normalizeFullName,
} from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { CertificatesRepository } from '../../db/repositories/certificates';
import type { NewCertificate } from '../../db/schema';
import { badRequest, fullNameRefusal, say } from '../../lib/http-error';
import { newCertificateId, newId } from '../../lib/ids';
import { nowIso, today } from '../../lib/time';
import { langOf } from '../../lib/messages';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { accountLangs, certificateIssuedEmail } from '../../certificates/emails';
import { adminView } from '../../certificates/views';

export const issueRoutes: RoutePlugin = async (app) => {
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
      const recipientEmail = body.recipientEmail?.trim().toLowerCase() || null;
      // The holder's account's language when the address has one, else the admin's choice.
      const lang = recipientEmail
        ? ((await accountLangs(app.db, [recipientEmail])).get(recipientEmail) ??
          body.emailLang ??
          langOf(request))
        : null;
      // A collision of ~59 random bits is practically impossible; retry anyway rather than fail.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // Signed before it is stored: every certificate issued here has its credential at once.
        const certificate: NewCertificate = await app.credentials.signNew(
          {
            ...base,
            id: newId(),
            certificateId: newCertificateId(),
            createdAt: nowIso(),
            recipientEmail,
          },
          recipientEmail ? { email: recipientEmail } : {},
        );
        try {
          await app.db.transaction().execute(async (trx) => {
            await new CertificatesRepository(trx).create(certificate);
            await app.audit(trx, request, {
              action: 'certificate.issue',
              target: { type: 'certificate', id: certificate.certificateId },
              summary: 'certificate.issued',
              params: { course: certificate.courseName, name: certificate.fullName },
            });
            if (recipientEmail && lang) {
              await app.outbox.queueEmail(
                trx,
                certificateIssuedEmail(recipientEmail, lang, certificate, {
                  brand: app.config.site.brandName,
                  origin: app.config.publicOrigin,
                }),
              );
            }
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
};
