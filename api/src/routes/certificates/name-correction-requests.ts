// The learner's side of a name correction: asking for one on a certificate their account lists
// (issued to their proven address or earned by their attempts), and seeing their requests.
// Staff decide in name-correction-decisions.ts.
import {
  CertificateIdParams,
  checkFullName,
  errors,
  MyNameCorrectionsResponse,
  NameCorrectionBody,
  NameCorrectionResponse,
  normalizeFullName,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import { CertificatesRepository } from '../../db/repositories/certificates';
import { learnerView, NameCorrectionsRepository } from '../../db/repositories/name-corrections';
import { badRequest, conflict, fullNameRefusal, notFound, say } from '../../lib/http-error';
import { newId, normalizeCertificateId } from '../../lib/ids';
import { langOf } from '../../lib/messages';
import { nowIso, today } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';

export const nameCorrectionRequestRoutes: RoutePlugin = async (app) => {
  /** The signed-in learner, whose address must be proven (their certificates show only then). */
  async function provenLearner(request: FastifyRequest) {
    const user = await app.repos.users.findById(userOf(request).id);
    if (!user) throw notFound('Account not found');
    if (!user.emailVerifiedAt) throw conflict(say('EMAIL_NOT_PROVEN'));
    return user;
  }

  app.post(
    '/users/me/certificates/:certificateId/name-correction',
    {
      schema: {
        tags: ['users'],
        summary: 'Ask for the name on one of your certificates to be corrected',
        description:
          'Only a valid certificate your account lists; one open request per certificate (409 CORRECTION_OPEN). An admin approves (a corrected certificate replaces it) or refuses; you are e-mailed the decision in the language of this request.',
        security: bearer,
        params: CertificateIdParams,
        body: NameCorrectionBody,
        response: { 201: NameCorrectionResponse, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = await provenLearner(request);
      const certificateId = normalizeCertificateId(request.params.certificateId);
      const name = normalizeFullName(request.body.name);
      const nameProblem = checkFullName(name);
      if (nameProblem) throw badRequest(fullNameRefusal(nameProblem, 'name'));
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest(say('FIELD_REQUIRED', { field: 'reason' }));
      const certificate = await new CertificatesRepository(app.db).ofHolderById(
        user.id,
        user.email.trim().toLowerCase(),
        certificateId,
      );
      if (!certificate) throw notFound(say('CERTIFICATE_NOT_FOUND'));
      const expired = certificate.expiryDate !== null && certificate.expiryDate < today();
      if (certificate.status !== 'valid' || expired) throw conflict(say('CORRECTION_NOT_VALID'));
      if (certificate.fullName === name) throw badRequest(say('CORRECTION_SAME_NAME'));
      const corrections = new NameCorrectionsRepository(app.db);
      if (await corrections.openFor(certificateId)) throw conflict(say('CORRECTION_OPEN'));
      const id = newId();
      try {
        await app.db
          .insertInto('nameCorrections')
          .values({
            id,
            certificateId,
            userId: user.id,
            requestedName: name,
            reason,
            lang: langOf(request),
            createdAt: nowIso(),
          })
          .execute();
      } catch (error) {
        // Two requests at once: the open-request index lets one in.
        if (isUniqueViolation(error)) throw conflict(say('CORRECTION_OPEN'));
        throw error;
      }
      const stored = await corrections.find(id);
      if (!stored) throw new Error('name correction vanished after insert');
      return reply.code(201).send({ success: true, data: learnerView(stored) });
    },
  );

  app.get(
    '/users/me/name-corrections',
    {
      schema: {
        tags: ['users'],
        summary: 'Your name correction requests and their decisions, newest first',
        security: bearer,
        response: { 200: MyNameCorrectionsResponse, ...errors(401) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const rows = await new NameCorrectionsRepository(app.db).ofUser(userOf(request).id);
      return { success: true, data: rows.map(learnerView) };
    },
  );
};
