// The hidden visitor counter in the footer: each load of the pixel counts one visit per day.
import { errors, VisitsQuery, VisitsResponse } from 'contracts';
import { today } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';

/** A transparent 1x1 GIF. */
export const PIXEL = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

const visitRoutes: RoutePlugin = async (app) => {
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

  app.get(
    '/visits',
    {
      schema: {
        tags: ['admin'],
        summary: 'Visit counts per day and in total (admin)',
        security: bearer,
        querystring: VisitsQuery,
        response: { 200: VisitsResponse, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { days, total } = await app.repos.content.visits(request.query.days);
      return { success: true, total, days };
    },
  );
};

export default visitRoutes;
