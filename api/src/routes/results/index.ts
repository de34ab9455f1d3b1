// Quiz results: the server scores a submission against the attempt it served; late, repeated
// and foreign submissions are refused. The browser never decides a score.
import {
  errors,
  MyResults,
  ResultsPage,
  submitQuizBody,
  SubmitQuizResponse,
  ListResultsQuery,
} from 'contracts';
import type { AttemptRecord } from '../../db/repositories/quiz';
import { badRequest, conflict, notFound, say } from '../../lib/http-error';
import { decodeKeyset, encodeKeyset, searchTerm } from '../../lib/list-cursor';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { gradeQuiz } from '../../quiz/grading';

function resultView(a: AttemptRecord) {
  return {
    attemptId: a.id,
    category: a.category,
    score: a.score ?? 0,
    total: a.total,
    passed: a.passed ?? false,
    startedAt: a.startedAt,
    submittedAt: a.submittedAt ?? '',
  };
}

const resultRoutes: RoutePlugin = async (app) => {
  const quiz = app.config.quiz;

  app.post(
    '/results',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Submit the answers of an attempt; the server scores them',
        security: bearer,
        body: submitQuizBody(quiz.maxQuestions),
        response: { 200: SubmitQuizResponse, ...errors(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = userOf(request);
      const { attemptId, answers } = request.body;
      const attempt = await app.repos.quiz.findAttempt(attemptId);
      // Someone else's attempt looks exactly like a missing one.
      if (!attempt || attempt.userId !== user.id) throw notFound('Attempt not found');
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      const now = new Date();
      const latestDeadline = new Date(now.getTime() - quiz.graceSeconds * 1000).toISOString();
      if (attempt.deadline < latestDeadline) throw conflict('The time for this attempt is over');

      const served = new Set(attempt.questionIds);
      const seen = new Set<string>();
      for (const [index, answer] of answers.entries()) {
        if (!served.has(answer.questionId)) {
          throw badRequest(say('ANSWER_NOT_OF_ATTEMPT', { index }));
        }
        if (seen.has(answer.questionId)) throw badRequest(say('ANSWER_TWICE', { index }));
        seen.add(answer.questionId);
      }
      const questions = await app.repos.questions.findByIds(attempt.questionIds);
      // The indexes are in the order the attempt served the options (shuffled per attempt).
      const graded = gradeQuiz(attempt, answers, questions);
      if (!graded.ok) throw badRequest(say('OPTION_NOT_OF_QUESTION', { index: graded.index }));
      const score = graded.score;
      const total = attempt.total;
      const passed = total > 0 && score * 100 >= quiz.passPercent * total;

      const stored = await app.repos.quiz.submit({
        id: attempt.id,
        userId: user.id,
        answers,
        score,
        passed,
        now: now.toISOString(),
        latestDeadline,
      });
      // Lost a race with a parallel submission (or the deadline passed meanwhile).
      if (!stored) throw conflict('This attempt has already been submitted');
      return {
        success: true,
        attemptId: attempt.id,
        score,
        total,
        passed,
        passPercent: quiz.passPercent,
      };
    },
  );

  app.get(
    '/results/mine',
    {
      schema: {
        tags: ['quiz'],
        summary: "The signed-in user's scored attempts, newest first",
        security: bearer,
        response: { 200: MyResults, ...errors(401) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const attempts = await app.repos.quiz.submittedBy(userOf(request).id);
      return { success: true, data: attempts.map(resultView) };
    },
  );

  app.get(
    '/results',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Scored attempts of every user, newest first; filter by user, attempt or category, search by the people (admin)',
        security: bearer,
        querystring: ListResultsQuery,
        response: { 200: ResultsPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, userId, attemptId, category, search, cursor } = request.query;
      const result = await app.repos.quiz.listAttempts({
        page,
        pageSize,
        userId,
        attemptId,
        category,
        cursor: decodeKeyset(cursor),
        search: searchTerm(search),
      });
      return {
        success: true,
        data: result.rows.map((a) => ({
          ...resultView(a),
          userId: a.userId,
          username: a.username,
          email: a.email,
        })),
        total: result.total,
        totalCapped: result.totalCapped,
        nextCursor: result.nextCursor && encodeKeyset(result.nextCursor),
        page,
        pageSize,
      };
    },
  );
};

export default resultRoutes;
