// Starting an attempt, or resuming the running one. The database keeps one open attempt per
// person and level (migration 0009), so simultaneous starts create one attempt: the others fail
// on the unique index and answer with the attempt that won, as a resume would. A level that
// earned a certificate (or waits for an admin's review) starts again only with an admin's
// allowance, which also lifts the attempt limit and the wait for that one attempt.
import {
  Attempt,
  checkFullName,
  errors,
  normalizeFullName,
  SlugParams,
  StartAttemptBody,
} from 'contracts';
import { isUniqueViolation } from '../../db/database';
import type { AssessmentRecord } from '../../db/repositories/assessments';
import {
  badRequest,
  conflict,
  forbidden,
  fullNameRefusal,
  HttpError,
  notFound,
  say,
} from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { deadlineFor, eligibility, heldBack, serveOptions } from '../../assessments/rules';
import { attemptView, settle } from './service';
import { langOf } from '../../lib/messages';
import { localizedName, mayTake } from './views';

export const startRoutes: RoutePlugin = async (app) => {
  const repos = { ...app.repos, credentials: app.credentials };
  const issuer = app.config.site.brandName;

  /**
   * The view of the person's running attempt at this level, if there is one (an attempt whose
   * time is over is scored first). The attempt keeps its name; the profile takes the new one.
   * It returns the view rather than sending it: a sent reply is a thenable that resolves to
   * undefined, so a helper returning it would tell the handler nothing had been answered and
   * the handler would go on to start another attempt after the reply.
   */
  async function resumed(
    assessment: AssessmentRecord,
    userId: string,
    level: string,
    fullName: string,
    now: Date,
    name: string,
  ) {
    const open = await repos.assessments.openAttempt(userId, assessment.id, level);
    if (!open) return undefined;
    const settled = await settle(repos, issuer, assessment, open, now);
    if (settled.submittedAt) return undefined;
    await repos.users.setFullName(userId, fullName);
    return attemptView(repos, assessment, settled, now, name);
  }

  app.post(
    '/assessments/:slug/attempts',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Start an attempt (or resume the unfinished one) at a level',
        security: bearer,
        params: SlugParams,
        body: StartAttemptBody,
        response: { 200: Attempt, 201: Attempt, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = userOf(request);
      const fullName = normalizeFullName(request.body.fullName);
      const nameProblem = checkFullName(fullName);
      if (nameProblem) throw badRequest(fullNameRefusal(nameProblem));
      const assessment = await repos.assessments.findBySlug(request.params.slug);
      if (!assessment) throw notFound('Assessment not found');
      if (!mayTake(assessment, user))
        throw forbidden(say('ASSESSMENT_ROLE_ONLY', { role: assessment.requiredRole ?? '' }));
      const level = assessment.levels.find((l) => l.level === request.body.level);
      if (!level)
        throw badRequest(
          say('LEVEL_ONE_OF', { levels: assessment.levels.map((l) => l.level).join(', ') }),
        );
      const now = new Date();
      // The assessment's name in the taker's language (staff's translation, or English).
      const name = await localizedName(app.db, assessment, langOf(request));
      // Resume: a reload or a lost connection continues the same attempt until its deadline
      // (even when the assessment was closed meanwhile).
      const running = await resumed(assessment, user.id, level.level, fullName, now, name);
      if (running) return reply.code(200).send(running);
      if (!assessment.active) throw conflict('This assessment is closed.');
      const past = await repos.assessments.attemptsOf(user.id, assessment.id, level.level);
      const retake = await repos.assessments.unusedRetake(user.id, assessment.id, level.level);
      if (!retake) {
        const held = heldBack(past);
        if (held) throw conflict(held);
        const allowed = eligibility(assessment, past, now);
        if (!allowed.allowed) throw new HttpError(409, allowed.refusal);
      }
      const questions = await repos.assessments.pickQuestions(
        assessment.categories,
        level.questionCount,
      );
      if (questions.length === 0) throw notFound('No questions are available for this assessment');
      let attempt;
      try {
        attempt = await repos.assessments.createAttempt({
          assessmentId: assessment.id,
          userId: user.id,
          level: level.level,
          fullName,
          served: questions.map((q) => serveOptions(q.id, q.options.length)),
          deadline: deadlineFor(now, level.durationMinutes),
          now: now.toISOString(),
          rules: {
            passPercent: assessment.passPercent,
            issuesCertificate: assessment.issuesCertificate,
            securityLimit: assessment.securityLimit,
          },
          retakeId: retake?.id,
        });
      } catch (error) {
        // A simultaneous start won the open attempt: answer with it, as a resume.
        if (!isUniqueViolation(error)) throw error;
        const winner = await resumed(assessment, user.id, level.level, fullName, now, name);
        if (winner) return reply.code(200).send(winner);
        throw conflict('This attempt has already been submitted');
      }
      // The allowance was used by another attempt meanwhile.
      if (!attempt) throw conflict(heldBack(past) ?? say('ALREADY_CERTIFIED'));
      return reply.code(201).send(await attemptView(repos, assessment, attempt, now, name));
    },
  );
};
