// Security events of quiz attempts (tab hidden, fullscreen exit, copy, paste, context menu):
// recorded for the user's own open attempts, readable by admins.
import type { FastifyInstance } from 'fastify';
import type { SecurityEventKind } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import { errors, paging, pagedResponse } from '../../schemas';

const bearer = [{ bearerAuth: [] }];
export const SECURITY_EVENT_KINDS: SecurityEventKind[] = [
  'tab-hidden',
  'fullscreen-exit',
  'copy',
  'paste',
  'context-menu',
];

export default async function securityRoutes(app: FastifyInstance) {
  app.post<{ Body: { attemptId: string; kind: SecurityEventKind } }>(
    '/security',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Record a security event during an open attempt',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['attemptId', 'kind'],
          properties: {
            attemptId: { type: 'string', format: 'uuid' },
            kind: { type: 'string', enum: SECURITY_EVENT_KINDS },
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['success', 'message'],
            properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          },
          ...errors(400, 401, 404, 409, 429),
        },
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
      return reply.code(201).send({ success: true, message: 'Event recorded' });
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number; userId?: string; attemptId?: string } }>(
    '/security',
    {
      schema: {
        tags: ['admin'],
        summary: 'Security events; filter by user or attempt (admin)',
        security: bearer,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...paging,
            userId: { type: 'string', format: 'uuid' },
            attemptId: { type: 'string', format: 'uuid' },
          },
        },
        response: {
          200: pagedResponse({
            type: 'object',
            required: ['id', 'attemptId', 'userId', 'username', 'kind', 'occurredAt'],
            properties: {
              id: { type: 'string' },
              attemptId: { type: 'string' },
              userId: { type: 'string' },
              username: { type: 'string' },
              kind: { type: 'string' },
              occurredAt: { type: 'string' },
            },
          }),
          ...errors(400, 401, 403),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, userId, attemptId } = request.query;
      const result = await app.repos.quiz.listEvents({ page, pageSize, userId, attemptId });
      return { success: true, data: result.rows, total: result.total, page, pageSize };
    },
  );
}
