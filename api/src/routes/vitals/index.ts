// The web-vitals beacon. Browsers send it with navigator.sendBeacon, which posts text/plain, so
// this route (and only this one) also accepts a JSON document sent as text/plain.
import { errors, NoContent, VitalBody } from 'contracts';
import type { RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';

const vitalsRoutes: RoutePlugin = async (app) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('Malformed JSON in the request body'), {
        statusCode: 400,
      });
      done(error, undefined);
    }
  });

  app.post(
    '/vitals',
    {
      schema: {
        tags: ['operations'],
        summary: 'Record a web-vitals measurement (logged)',
        body: VitalBody,
        response: { 204: NoContent, ...errors(400, 413, 415, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.vitals) },
    },
    async (request, reply) => {
      const { name, value, id, page } = request.body;
      request.log.info({ vital: { name, value, id, page: page.split('?')[0] } }, 'web vital');
      return reply.code(204).send();
    },
  );
};

export default vitalsRoutes;
