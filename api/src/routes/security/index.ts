// Security events of quiz attempts (tab hidden, fullscreen exit, copy, paste, context menu):
// recorded for the user's own open attempts, readable by admins.
import {
  errors,
  SecurityEventBody,
  SecurityEventsPage,
  SuccessMessage,
  UserAttemptFilterQuery,
} from 'contracts';
import { conflict, notFound } from '../../lib/http-error';
import { said } from '../../lib/messages';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
const securityRoutes: RoutePlugin = async (app) => {
  app.post(
    '/security',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Record a security event during an open attempt',
        security: bearer,
        body: SecurityEventBody,
        response: { 201: SuccessMessage, ...errors(400, 401, 404, 409, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.securityEvents) },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = userOf(request);
      const attempt = await app.repos.quiz.findAttempt(request.body.attemptId);
      if (!attempt || attempt.userId !== user.id) throw notFound('Attempt not found');
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      await app.repos.quiz.recordEvent({
        attemptId: attempt.id,
        userId: user.id,
        kind: request.body.kind,
        now: nowIso(),
      });
      return reply.code(201).send({ success: true, ...said(request, 'EVENT_RECORDED') });
    },
  );

  app.get(
    '/security',
    {
      schema: {
        tags: ['admin'],
        summary: 'Security events; filter by user or attempt (admin)',
        security: bearer,
        querystring: UserAttemptFilterQuery,
        response: { 200: SecurityEventsPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, userId, attemptId } = request.query;
      const result = await app.repos.quiz.listEvents({ page, pageSize, userId, attemptId });
      return { success: true, data: result.rows, total: result.total, page, pageSize };
    },
  );
};

export default securityRoutes;
