// What admins read about the attempts of an assessment: statistics, one attempt's review, and
// every result as a CSV file (written with csv-stringify, formulas neutralised).
import {
  AssessmentStatsResponse,
  AttemptIdParams,
  AttemptReviewResponse,
  AttemptsPage,
  ListAttemptsQuery,
  errors,
  SlugParams,
  csvBody,
} from 'contracts';
import { writeCsv } from '../../lib/csv-dialect';
import { notFound } from '../../lib/http-error';
import { decodeKeyset, encodeKeyset, searchTerm } from '../../lib/list-cursor';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { retakeKey } from '../../db/repositories/assessments';
import { distribution } from '../../assessments/rules';
import { attemptReview } from './review-view';

const RESULTS_CSV_HEADER = [
  'attemptId',
  'username',
  'email',
  'fullName',
  'level',
  'score',
  'total',
  'percent',
  'passed',
  'certificateId',
  'submitReason',
  'securityEvents',
  'answers',
  'startedAt',
  'submittedAt',
];

export const adminResultRoutes: RoutePlugin = async (app) => {
  const repo = app.repos.assessments;

  async function adminAttempts(slug: string) {
    const assessment = await repo.findBySlug(slug);
    if (!assessment) throw notFound('Assessment not found');
    const attempts = await repo.submittedAttempts(assessment.id);
    return { assessment, attempts };
  }

  app.get(
    '/assessments/:slug/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Attempts, pass rate, average score and distribution of an assessment (admin)',
        security: bearer,
        params: SlugParams,
        response: { 200: AssessmentStatsResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { assessment, attempts } = await adminAttempts(request.params.slug);
      const retakes = await repo.unusedRetakes(assessment.id);
      const percents = attempts.map((a) => (a.total > 0 ? ((a.score ?? 0) * 100) / a.total : 0));
      const passed = attempts.filter((a) => a.passed).length;
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        success: true,
        data: {
          attempts: attempts.length,
          passed,
          passRate: attempts.length ? round((passed * 100) / attempts.length) : 0,
          averagePercent: attempts.length
            ? round(percents.reduce((s, p) => s + p, 0) / attempts.length)
            : 0,
          distribution: distribution(percents),
          recent: attempts.slice(0, 50).map((a) => ({
            attemptId: a.id,
            username: a.username,
            fullName: a.fullName,
            level: a.level,
            score: a.score ?? 0,
            total: a.total,
            passed: a.passed ?? false,
            securityEvents: a.securityEvents,
            submitReason: a.submitReason ?? '',
            certificateId: a.certificateId ?? '',
            submittedAt: a.submittedAt ?? '',
            ...(a.reviewStatus ? { review: a.reviewStatus } : {}),
            retakeAllowed: retakes.has(retakeKey(a.userId, a.level)),
          })),
        },
      };
    },
  );

  app.get(
    '/assessments/attempts',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every attempt, open or submitted, newest start first; filter by assessment, search by the people (admin)',
        security: bearer,
        querystring: ListAttemptsQuery,
        response: { 200: AttemptsPage, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, assessment: slug, search, cursor } = request.query;
      let assessmentId: string | undefined;
      if (slug) {
        const assessment = await repo.findBySlug(slug);
        if (!assessment) throw notFound('Assessment not found');
        assessmentId = assessment.id;
      }
      const result = await repo.listAttempts({
        page,
        pageSize,
        assessmentId,
        cursor: decodeKeyset(cursor),
        search: searchTerm(search),
      });
      return {
        success: true,
        data: result.rows.map((a) => ({
          attemptId: a.id,
          assessmentId: a.assessmentId,
          userId: a.userId,
          username: a.username,
          email: a.email,
          fullName: a.fullName,
          level: a.level,
          score: a.score,
          total: a.total,
          passed: a.passed,
          securityEvents: a.securityEvents,
          startedAt: a.startedAt,
          submittedAt: a.submittedAt,
          ...(a.reviewStatus ? { review: a.reviewStatus } : {}),
        })),
        total: result.total,
        totalCapped: result.totalCapped,
        nextCursor: result.nextCursor && encodeKeyset(result.nextCursor),
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/assessments/attempts/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary:
          "One attempt's questions as served, the user's answers, the correct ones and its security events (admin)",
        security: bearer,
        params: AttemptIdParams,
        response: { 200: AttemptReviewResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({ success: true, data: await attemptReview(app.repos, request.params.id) }),
  );

  app.get(
    '/assessments/:slug/results.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Results of an assessment as CSV (admin)',
        security: bearer,
        params: SlugParams,
        response: {
          200: csvBody('A header line, then one line per attempt'),
          ...errors(400, 401, 403, 404),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { assessment, attempts } = await adminAttempts(request.params.slug);
      const events = await repo.eventsOf(attempts.map((a) => a.id));
      const kinds = new Map<string, string[]>();
      for (const e of events) kinds.set(e.attemptId, [...(kinds.get(e.attemptId) ?? []), e.kind]);
      const rows = attempts.map((a) => [
        a.id,
        a.username,
        a.email,
        a.fullName,
        a.level,
        a.score ?? 0,
        a.total,
        a.total ? Math.round(((a.score ?? 0) * 100) / a.total) : 0,
        a.passed ? 'yes' : 'no',
        a.certificateId,
        a.submitReason,
        (kinds.get(a.id) ?? []).join(' '),
        a.answers.map((x) => `${x.questionId}:${x.selectedOption ?? '-'}`).join(' '),
        a.startedAt,
        a.submittedAt,
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${assessment.slug}-results.csv"`)
        .send(writeCsv([RESULTS_CSV_HEADER, ...rows]));
    },
  );
};
