import { errors, HealthResponse, ReadyResponse } from 'contracts';
import type { RoutePlugin } from '../../lib/typed-routes';
import { said } from '../../lib/messages';

const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers',
        response: { 200: HealthResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and has every migration applied',
        response: { 200: ReadyResponse, ...errors(503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.dbPing();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        return reply.code(503).send({ success: false, ...said(request, 'DATABASE_UNAVAILABLE') });
      }
      let pending: string[];
      try {
        pending = await app.dbPendingMigrations();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check could not read the migrations');
        return reply.code(503).send({ success: false, ...said(request, 'DATABASE_UNAVAILABLE') });
      }
      if (pending.length > 0) {
        request.log.error({ pending }, 'readiness check: migrations not applied');
        return reply.code(503).send({
          success: false,
          ...said(request, 'MIGRATIONS_PENDING', { migrations: pending.join(', ') }),
        });
      }
      return { status: 'ready' };
    },
  );
};

export default healthRoutes;
