// The candidate's side of assessments: the open list, reading an attempt, saving answers,
// reporting security events and submitting (starting one: start.ts). The server draws the
// questions, shuffles their options, keeps the deadline and scores the attempt; the browser never
// decides a result.
import type { FastifyRequest } from 'fastify';
import {
  ATTEMPT_GRACE_SECONDS,
  Attempt,
  AttemptIdParams,
  AssessmentList,
  AttemptSecurityBody,
  AttemptSecurityResponse,
  errors,
  SaveAnswersBody,
  SaveAnswersResponse,
  SubmitAttemptBody,
  SubmitAttemptResponse,
} from 'contracts';
import type { AssessmentAttemptRecord } from '../../db/repositories/assessments';
import { badRequest, conflict, HttpError, notFound, say } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf, type CurrentUser } from '../../plugins/auth';
import { isOpen, type SavedAnswer } from '../../assessments/rules';
import { attemptView, finish, rulesOf, settle } from './service';
import { langOf } from '../../lib/messages';
import { translator } from '../../content-translations/localize';
import { localizedName, localizedView, mayTake } from './views';

/** Answers only for served questions, each once, with an index inside that question's options. */
function checkAnswers(attempt: AssessmentAttemptRecord, answers: SavedAnswer[]): void {
  const served = new Map(attempt.served.map((q) => [q.questionId, q.order.length]));
  const seen = new Set<string>();
  for (const [index, answer] of answers.entries()) {
    const optionCount = served.get(answer.questionId);
    if (optionCount === undefined) throw badRequest(say('ANSWER_NOT_OF_ATTEMPT', { index }));
    if (seen.has(answer.questionId)) throw badRequest(say('ANSWER_TWICE', { index }));
    if (answer.selectedOption !== null && answer.selectedOption >= optionCount)
      throw badRequest(say('OPTION_NOT_OF_QUESTION', { index }));
    seen.add(answer.questionId);
  }
}

export const candidateRoutes: RoutePlugin = async (app) => {
  const repos = { ...app.repos, credentials: app.credentials };
  const issuer = app.config.site.brandName;

  /** The signed-in user when a valid token is sent; null otherwise (public list). */
  async function optionalUser(request: FastifyRequest): Promise<CurrentUser | null> {
    if (!request.headers.authorization) return null;
    try {
      await app.authenticate(request, undefined as never);
      return request.currentUser;
    } catch {
      return null;
    }
  }

  async function ownAttempt(request: FastifyRequest, id: string) {
    const user = userOf(request);
    const attempt = await repos.assessments.findAttempt(id);
    // Someone else's attempt looks exactly like a missing one.
    if (!attempt || attempt.userId !== user.id) throw notFound('Attempt not found');
    const assessment = await repos.assessments.findById(attempt.assessmentId);
    if (!assessment) throw notFound('Attempt not found');
    return { user, attempt, assessment };
  }

  app.get(
    '/assessments',
    {
      schema: {
        tags: ['assessments'],
        summary:
          'The open assessments the visitor may take (role-restricted ones only for that role)',
        response: { 200: AssessmentList },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request);
      const all = await repos.assessments.list({ activeOnly: true });
      const open = all.filter((a) => mayTake(a, user));
      // Staff's texts in the visitor's language, English where no translation was given.
      const translate = await translator(
        app.db,
        'assessment',
        open.map((a) => a.id),
        langOf(request),
      );
      reply.header('vary', 'Accept-Language');
      return { success: true, data: open.map((a) => localizedView(a, translate)) };
    },
  );

  app.get(
    '/assessments/attempts/:id',
    {
      schema: {
        tags: ['assessments'],
        summary: 'One of your attempts: questions without answers, saved answers, deadline',
        security: bearer,
        params: AttemptIdParams,
        response: { 200: Attempt, ...errors(400, 401, 404) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt, assessment } = await ownAttempt(request, request.params.id);
      const now = new Date();
      const settled = await settle(repos, issuer, assessment, attempt, now);
      const name = await localizedName(app.db, assessment, langOf(request));
      return attemptView(repos, assessment, settled, now, name);
    },
  );

  app.put(
    '/assessments/attempts/:id/answers',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Save answers as you go (until the deadline)',
        security: bearer,
        params: AttemptIdParams,
        body: SaveAnswersBody,
        response: { 200: SaveAnswersResponse, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt } = await ownAttempt(request, request.params.id);
      const now = new Date();
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      if (!isOpen(attempt.deadline, now, ATTEMPT_GRACE_SECONDS))
        throw conflict('The time for this attempt is over');
      checkAnswers(attempt, request.body.answers);
      if (!(await repos.assessments.saveAnswers(attempt.id, request.body.answers)))
        throw conflict('This attempt has already been submitted');
      return { success: true, savedAt: now.toISOString() };
    },
  );

  app.post(
    '/assessments/attempts/:id/security',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Report a security event; the Nth (per assessment, default 3) submits the attempt',
        security: bearer,
        params: AttemptIdParams,
        body: AttemptSecurityBody,
        response: { 200: AttemptSecurityResponse, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt, assessment } = await ownAttempt(request, request.params.id);
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      const now = new Date();
      const count = await repos.assessments.recordEvent(
        attempt.id,
        request.body.kind,
        now.toISOString(),
      );
      const limit = rulesOf(assessment, attempt).securityLimit;
      if (limit > 0 && count >= limit) {
        try {
          const result = await finish(
            repos,
            issuer,
            assessment,
            attempt,
            attempt.answers,
            'security',
            now,
          );
          return { success: true, count, limit, submitted: true, result };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
        return { success: true, count, limit, submitted: true };
      }
      return { success: true, count, limit, submitted: false };
    },
  );

  app.post(
    '/assessments/attempts/:id/submit',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Submit the attempt; the server scores it and issues the certificate on a pass',
        security: bearer,
        params: AttemptIdParams,
        body: SubmitAttemptBody,
        response: { 200: SubmitAttemptResponse, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt, assessment } = await ownAttempt(request, request.params.id);
      const now = new Date();
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      if (!isOpen(attempt.deadline, now, ATTEMPT_GRACE_SECONDS)) {
        await settle(repos, issuer, assessment, attempt, now);
        throw conflict('The time for this attempt is over; it was scored with the saved answers');
      }
      const answers = request.body?.answers ?? attempt.answers;
      checkAnswers(attempt, answers);
      const result = await finish(repos, issuer, assessment, attempt, answers, 'submitted', now);
      return { success: true, ...result };
    },
  );
};
