// What admins read about the attempts of an assessment: statistics, one attempt's review, and
// every result as a CSV file (written with csv-stringify, formulas neutralised).
import type { FastifyReply } from 'fastify';
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
import { streamCsv, type CsvCell } from '../../lib/csv-dialect';
import { notFound } from '../../lib/http-error';
import { decodeKeyset, encodeKeyset, searchTerm } from '../../lib/list-cursor';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { retakeKey } from '../../db/repositories/assessments';
import { distributionOf } from '../../assessments/rules';
import type { AttemptWithUser } from '../../db/repositories/assessment-records';
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

/** The latest attempts the statistics list. */
const RECENT_ATTEMPTS = 50;

export const adminResultRoutes: RoutePlugin = async (app) => {
  const repo = app.repos.assessments;

  async function assessmentOf(slug: string) {
    const assessment = await repo.findBySlug(slug);
    if (!assessment) throw notFound('Assessment not found');
    return assessment;
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
      const assessment = await assessmentOf(request.params.slug);
      // Counted by the database over every submitted attempt, however many; 50 latest shown.
      const [stats, recent, retakes] = await Promise.all([
        repo.attemptStatistics(assessment.id),
        repo.recentSubmitted(assessment.id, RECENT_ATTEMPTS),
        repo.unusedRetakes(assessment.id),
      ]);
      const { attempts, passed } = stats;
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        success: true,
        data: {
          attempts,
          passed,
          passRate: attempts ? round((passed * 100) / attempts) : 0,
          averagePercent: attempts ? round(stats.percentSum / attempts) : 0,
          distribution: distributionOf(stats.buckets),
          recent: recent.map((a) => ({
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
      const assessment = await assessmentOf(request.params.slug);
      // Every submitted attempt, a batch at a time with its security events, as it is sent.
      async function* lines() {
        for await (const attempts of repo.submittedInBatches(assessment.id)) {
          const events = await repo.eventsOf(attempts.map((a) => a.id));
          const kinds = new Map<string, string[]>();
          for (const e of events) {
            kinds.set(e.attemptId, [...(kinds.get(e.attemptId) ?? []), e.kind]);
          }
          yield attempts.map((a) => resultLine(a, kinds.get(a.id) ?? []));
        }
      }
      // A stream: the typed reply names the file's text, which it is, sent as it is written.
      return (reply as unknown as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${assessment.slug}-results.csv"`)
        .send(streamCsv(RESULTS_CSV_HEADER, lines()));
    },
  );
};

/** One submitted attempt as a line of the results CSV. */
function resultLine(a: AttemptWithUser, events: string[]): CsvCell[] {
  return [
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
    events.join(' '),
    a.answers.map((x) => `${x.questionId}:${x.selectedOption ?? '-'}`).join(' '),
    a.startedAt,
    a.submittedAt,
  ];
}
