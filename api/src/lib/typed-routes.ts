// Route plugins typed by their TypeBox schemas (from `contracts`): request bodies, parameters,
// query strings and replies take their TypeScript types from the same schemas Fastify validates
// and serializes with, so no route declares its own generics.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions } from 'fastify';

export type RoutePlugin<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsyncTypebox<Options>;

/** OpenAPI: the routes that need `Authorization: Bearer <token>`. */
export const bearer = [{ bearerAuth: [] }];
