// OpenAPI generated from the route schemas, browsable at /api/docs (Swagger UI served from the
// package itself: works offline). The raw document is at /api/docs/json.
// API_DOCS decides who reads them: `public` (the default outside production), `admin` (the
// default in production: the page, /json and /yaml need an admin's bearer token, so an admin
// fetches the JSON with it; a browser's plain navigation to the page gets 401) or `off` (not
// served at all: 404). The Swagger UI's own script and style files stay public: they are the
// package's, and say nothing about this API.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async function docs(app: FastifyInstance) {
    const mode = app.config.apiDocs;
    if (mode === 'off') return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${app.config.site.brandName} API`,
          description:
            'Every error answers `{success:false, code, message}`. Signed-in routes need `Authorization: Bearer <token>` from POST /api/users/login; admin routes also need the role admin (checked in the database).',
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
          { name: 'commerce', description: 'What can be bought: exam vouchers and batch seats' },
          { name: 'site', description: 'Runtime configuration of the front ends' },
          { name: 'admin', description: 'Administration (role admin)' },
          { name: 'operations', description: 'Health, readiness, web vitals' },
        ],
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      ...(mode === 'admin'
        ? {
            uiHooks: {
              preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
                // Answered to one admin: never kept by a cache for the next caller.
                reply.header('cache-control', 'no-store');
                await app.requireAdmin(request, reply);
              },
            },
          }
        : {}),
    });
  },
  { name: 'docs' },
);
