// The admin's decisions on attempts, each audited in its transaction: granting or refusing the
// certificate of an attempt the security rule ended with a passing score, and allowing a person
// one more attempt at a level (a passed certifying level is not taken again without it).
import {
  AllowRetakeResponse,
  AttemptIdParams,
  AttemptReviewResponse,
  errors,
  ReviewDecisionBody,
} from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { AssessmentsRepository } from '../../db/repositories/assessments';
import { conflict, notFound, say } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { attemptReview } from './review-view';
import { certificateFor } from './service';

export const adminDecisionRoutes: RoutePlugin = async (app) => {
  const repo = app.repos.assessments;
  const issuer = app.config.site.brandName;
  const notPending = () => conflict(say('REVIEW_NOT_PENDING'));

  async function attemptAndAssessment(id: string) {
    const attempt = await repo.attemptWithUser(id);
    if (!attempt) throw notFound('Attempt not found');
    const assessment = await repo.findById(attempt.assessmentId);
    if (!assessment) throw notFound('Attempt not found');
    return { attempt, assessment };
  }

  app.post(
    '/assessments/attempts/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Decide on an attempt the security rule ended with a passing score: grant issues the certificate, refuse records the refusal (admin)',
        security: bearer,
        params: AttemptIdParams,
        body: ReviewDecisionBody,
        response: { 200: AttemptReviewResponse, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const admin = userOf(request);
      const { attempt, assessment } = await attemptAndAssessment(request.params.id);
      if (attempt.reviewStatus !== 'pending') throw notPending();
      const grant = request.body.decision === 'grant';
      const now = new Date();
      try {
        await app.db.transaction().execute(async (trx) => {
          // Signed in the transaction that stores it, like a passed attempt's certificate.
          const certificate = grant
            ? await certificateFor(app.credentials, issuer, assessment, attempt, now, admin.id, trx)
            : undefined;
          const decided = await new AssessmentsRepository(trx).decideReview({
            id: attempt.id,
            decision: grant ? 'granted' : 'refused',
            by: admin.id,
            now: now.toISOString(),
            certificate,
          });
          // Another admin decided first (the row was locked until their transaction ended).
          if (!decided) throw notPending();
          const params = {
            email: attempt.email,
            assessment: assessment.name,
            level: attempt.level,
          };
          await app.audit(trx, request, {
            action: 'attempt.review',
            target: { type: 'attempt', id: attempt.id },
            ...(certificate
              ? {
                  summary: 'attempt.review_granted',
                  params: { ...params, certificateId: certificate.certificateId },
                }
              : { summary: 'attempt.review_refused', params }),
          });
        });
      } catch (error) {
        // The database keeps one certificate per attempt: a second grant cannot add one.
        if (isUniqueViolation(error)) throw notPending();
        throw error;
      }
      return { success: true, data: await attemptReview(app.repos, attempt.id) };
    },
  );

  app.post(
    '/assessments/attempts/:id/retake',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Allow the attempt's person one more attempt at its level, whatever the attempt limit and the wait (admin)",
        security: bearer,
        params: AttemptIdParams,
        response: { 200: AllowRetakeResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const admin = userOf(request);
      const { attempt, assessment } = await attemptAndAssessment(request.params.id);
      const now = new Date().toISOString();
      let result;
      try {
        result = await app.db.transaction().execute(async (trx) => {
          const given = await new AssessmentsRepository(trx).allowRetake(attempt, admin.id, now);
          if (given.created)
            await app.audit(trx, request, {
              action: 'attempt.retake_allow',
              target: { type: 'user', id: attempt.userId },
              summary: 'attempt.retake_allowed',
              params: { email: attempt.email, assessment: assessment.name, level: attempt.level },
            });
          return given;
        });
      } catch (error) {
        // Two admins at once: the database keeps one unused allowance; the other stands.
        if (!isUniqueViolation(error)) throw error;
        const retake = await repo.unusedRetake(attempt.userId, attempt.assessmentId, attempt.level);
        if (!retake) throw error;
        result = { retake, created: false };
      }
      return {
        success: true,
        data: { allowedAt: result.retake.allowedAt, created: result.created },
      };
    },
  );
};
