// The hidden visitor counter in the footer: each load of the pixel counts one visit per day.
import type { FastifyInstance } from 'fastify';
import { today } from '../../lib/time';
import { perIp } from '../../plugins/rate-limit';
import { errors } from '../../schemas';

/** A transparent 1x1 GIF. */
export const PIXEL = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

export default async function visitRoutes(app: FastifyInstance) {
  app.get(
    '/visits/pixel.gif',
    {
      schema: {
        tags: ['content'],
        summary: 'Count a visit; answers a 1x1 GIF that is never cached',
      },
      config: { rateLimit: perIp(app.config.rateLimits.visits) },
    },
    async (request, reply) => {
      try {
        await app.repos.content.countVisit(today());
      } catch (error) {
        // A counting failure must not show a broken image on every page.
        request.log.error({ err: error }, 'visit not counted');
      }
      return reply
        .header('cache-control', 'no-store')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/gif')
        .send(PIXEL);
    },
  );

  app.get<{ Querystring: { days: number } }>(
    '/visits',
    {
      schema: {
        tags: ['admin'],
        summary: 'Visit counts per day and in total (admin)',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { days: { type: 'integer', minimum: 1, maximum: 366, default: 30 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'total', 'days'],
            properties: {
              success: { type: 'boolean' },
              total: { type: 'integer' },
              days: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['day', 'count'],
                  properties: { day: { type: 'string' }, count: { type: 'integer' } },
                },
              },
            },
          },
          ...errors(400, 401, 403),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { days, total } = await app.repos.content.visits(request.query.days);
      return { success: true, total, days };
    },
  );
}
