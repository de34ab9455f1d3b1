// OpenAPI generated from the route schemas, browsable at /api/docs (Swagger UI served from the
// package itself: works offline). The raw document is at /api/docs/json.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${app.config.site.brandName} API`,
          description:
            'Every error answers `{success:false, message}`. Signed-in routes need `Authorization: Bearer <token>` from POST /api/users/login; admin routes also need the role admin (checked in the database).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'users', description: 'Sign-up, login and password reset' },
          { name: 'certificates', description: 'Public certificate verification' },
          {
            name: 'quiz',
            description: 'Question bank, attempts, results, security events (signed in)',
          },
          { name: 'content', description: "What the shell's pages load" },
          { name: 'site', description: 'Runtime configuration of the front ends' },
          { name: 'admin', description: 'Administration (role admin)' },
          { name: 'operations', description: 'Health, readiness, web vitals' },
        ],
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
