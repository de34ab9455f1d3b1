// Fastify's validator and serializer compilers, shared by every app this process builds.
// Fastify makes a fresh pair per instance, so each instance compiles every route's schemas again
// with Ajv and fast-json-stringify: two thirds of an app's start (a few hundred ms). The route
// schemas are module constants, so what one instance compiled another can reuse: Ajv's pool is
// keyed by the shared schemas and options and caches by schema object, and the serializers are
// kept here by schema object and options. A server builds one app, so this changes nothing for
// it; the API's tests build hundreds, one per test database.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<Factories['buildSerializer']>;
type Serializer = (data: unknown) => string;

const buildValidator = AjvCompiler() as NonNullable<Factories['buildValidator']>;
const fastJsonStringify = SerializerSelector() as unknown as SerializerFactory;

/** Compiled serializers by response schema, then by the shared schemas and options they saw. */
const serializers = new WeakMap<object, Map<string, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = fastJsonStringify(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options ?? {}]);
  return (route) => {
    const { schema } = route as { schema: unknown };
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let byKey = serializers.get(schema);
    if (!byKey) {
      byKey = new Map();
      serializers.set(schema, byKey);
    }
    let serializer = byKey.get(key);
    if (!serializer) {
      serializer = compile(route) as Serializer;
      byKey.set(key, serializer);
    }
    return serializer;
  };
};

/** The `schemaController` option of every app: compilers shared across instances. */
export const sharedSchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator, buildSerializer },
};
