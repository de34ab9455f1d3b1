// The web-vitals beacon. Browsers send it with navigator.sendBeacon, which posts text/plain, so
// this route (and only this one) also accepts a JSON document sent as text/plain.
import type { FastifyInstance } from 'fastify';
import { perIp } from '../../plugins/rate-limit';
import { errors } from '../../schemas';

interface Vital {
  name: 'CLS' | 'FCP' | 'FID' | 'INP' | 'LCP' | 'TTFB';
  value: number;
  id: string;
  page: string;
}

export default async function vitalsRoutes(app: FastifyInstance) {
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

  app.post<{ Body: Vital }>(
    '/vitals',
    {
      schema: {
        tags: ['operations'],
        summary: 'Record a web-vitals measurement (logged)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'value', 'id', 'page'],
          properties: {
            name: { type: 'string', enum: ['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB'] },
            value: { type: 'number', minimum: 0, maximum: 3_600_000 },
            id: { type: 'string', maxLength: 100 },
            page: { type: 'string', maxLength: 300 },
          },
        },
        response: { 204: { type: 'null' }, ...errors(400, 413, 415, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.vitals) },
    },
    async (request, reply) => {
      const { name, value, id, page } = request.body;
      request.log.info({ vital: { name, value, id, page: page.split('?')[0] } }, 'web vital');
      return reply.code(204).send();
    },
  );
}
