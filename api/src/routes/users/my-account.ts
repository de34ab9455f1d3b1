// The signed-in learner's own records for their account page (/account): the certificates issued
// to their address and their assessment results. A certificate is shown on an account only once
// its address is proven: before that anyone could sign up with someone else's address.
import { errors, MyCertificatesResponse, MyResultsResponse, type MyCertificate } from 'contracts';
import { CertificatesRepository } from '../../db/repositories/certificates';
import type { VerificationTotals } from '../../db/repositories/certificate-verifications';
import type { Certificate } from '../../db/schema';
import { conflict, notFound, say } from '../../lib/http-error';
import { today } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';

/** What the holder sees of a certificate: expired once its last valid day has passed. */
function holderView(
  c: Certificate,
  day: string,
  seen: VerificationTotals | undefined,
): MyCertificate {
  const expired = c.status === 'valid' && c.expiryDate !== null && c.expiryDate < day;
  return {
    certificateId: c.certificateId,
    fullName: c.fullName,
    courseName: c.courseName,
    issuedBy: c.issuedBy,
    issueDate: c.issueDate,
    expiryDate: c.expiryDate ?? null,
    status: c.status === 'revoked' ? 'revoked' : expired ? 'expired' : 'valid',
    signed: c.credential !== null,
    verifications: { total: seen?.total ?? 0, last30Days: seen?.last30Days ?? 0 },
  };
}

export const myAccountRoutes: RoutePlugin = async (app) => {
  app.get(
    '/users/me/certificates',
    {
      schema: {
        tags: ['users'],
        summary: 'The certificates issued to your proven e-mail address, newest first',
        description:
          'Those an admin issued to the address (also before the account existed) and those your assessments earned. 409 EMAIL_NOT_PROVEN until the address is proven with its e-mailed code.',
        security: bearer,
        response: { 200: MyCertificatesResponse, ...errors(401, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await app.repos.users.findById(userOf(request).id);
      if (!user) throw notFound('Account not found');
      if (!user.emailVerifiedAt) throw conflict(say('EMAIL_NOT_PROVEN'));
      const rows = await new CertificatesRepository(app.db).ofHolder(
        user.id,
        user.email.trim().toLowerCase(),
      );
      const day = today();
      // The counts written so far (the last few seconds' are still in the instances' memory).
      const counts = await app.repos.verifications.verificationCounts(
        rows.map((row) => row.certificateId),
      );
      return {
        success: true,
        data: rows.map((row) => holderView(row, day, counts.get(row.certificateId))),
      };
    },
  );

  app.get(
    '/users/me/results',
    {
      schema: {
        tags: ['users'],
        summary: 'Your submitted assessment attempts, newest first',
        security: bearer,
        response: { 200: MyResultsResponse, ...errors(401) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('assessmentAttempts')
        .innerJoin('assessments', 'assessments.id', 'assessmentAttempts.assessmentId')
        .select([
          'assessmentAttempts.id as attemptId',
          'assessments.slug as slug',
          'assessments.name as name',
          'assessments.passPercent as assessmentPass',
          'assessmentAttempts.level as level',
          'assessmentAttempts.score as score',
          'assessmentAttempts.total as total',
          'assessmentAttempts.passPercent as attemptPass',
          'assessmentAttempts.passed as passed',
          'assessmentAttempts.submittedAt as submittedAt',
          'assessmentAttempts.certificateId as certificateId',
          'assessmentAttempts.reviewStatus as review',
        ])
        .where('assessmentAttempts.userId', '=', userOf(request).id)
        .where('assessmentAttempts.submittedAt', 'is not', null)
        .orderBy('assessmentAttempts.submittedAt', 'desc')
        .limit(200)
        .execute();
      return {
        success: true,
        data: rows.map((row) => ({
          attemptId: row.attemptId,
          assessment: { slug: row.slug, name: row.name },
          level: row.level,
          score: row.score ?? 0,
          total: row.total,
          passPercent: row.attemptPass ?? row.assessmentPass,
          passed: Boolean(row.passed),
          submittedAt: row.submittedAt as string,
          certificateId: row.certificateId,
          review: row.review,
        })),
      };
    },
  );
};
