// Per-IP limits (@fastify/rate-limit, per route) and keyed counters (per account, per address).
// Both live in memory by default and in Redis when REDIS_URL is set.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimit, RateLimits } from '../config';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../lib/counter';
import { HttpError, type Message } from '../lib/http-error';

/** Route option: `config: { rateLimit: perIp(app.config.rateLimits.login) }`. */
export function perIp(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.windowMs };
}

export interface Counters {
  /** Adds one and returns the count; if the store fails, logs and lets the request through. */
  increment(key: string, windowMs: number): Promise<number>;
  /**
   * As increment, but the count itself when the store is in this process (no promise to wait
   * on), and a promise only for a shared store (Redis).
   */
  incrementNow(key: string, windowMs: number): number | Promise<number>;
  get(key: string): Promise<number>;
  /** Milliseconds until the key's window ends (0 when it has, or the store failed). */
  ttl(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** A 429 with Retry-After: the seconds left of the window that refused it (at least 1). */
export function refusedFor(message: Message, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return Object.assign(new HttpError(429, message), { retryAfterSeconds: seconds });
}

/**
 * Every way to read a certificate by its ID counts in one bucket per client address
 * (RATE_LIMIT_CERTIFICATE_LOOKUP): the lookup, the credential, the certificate's page in every
 * language (and its JSON-LD answer), the verification of a posted credential (which names a
 * certificate). Separate buckets would multiply the guesses at an ID one client may make.
 * Counts one read; false once the client has used up the window's reads.
 */
export async function certificateReadAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<boolean> {
  const { max, windowMs } = app.config.rateLimits.certificateLookup;
  return (await app.counters.increment(`certificate-lookup:${request.ip}`, windowMs)) <= max;
}

/**
 * As certificateReadAllowed, but refuses: 429 RETRY_IN with Retry-After (a route's onRequest).
 * A callback hook rather than an async one: with the counters in memory (the default) the count
 * is known at once, and the certificate lookup, the API's busiest route, runs without waiting on
 * a promise for it.
 */
export function limitCertificateReads(app: FastifyInstance): onRequestHookHandler {
  const { max, windowMs } = app.config.rateLimits.certificateLookup;
  async function refuse(key: string): Promise<never> {
    const ttl = await app.counters.ttl(key);
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    throw refusedFor({ code: 'RETRY_IN', params: { count: seconds } }, ttl);
  }
  return function certificateReadLimit(request, _reply, done) {
    const key = `certificate-lookup:${request.ip}`;
    const decide = (count: number) => {
      if (count <= max) done();
      else refuse(key).catch(done);
    };
    const count = app.counters.incrementNow(key, windowMs);
    if (typeof count === 'number') decide(count);
    else count.then(decide, done);
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes whose limits differ from the defaults for writes (the route as registered, without the
 * /api prefix): per client (`client`, unless the route sets its own) and per signed-in user
 * (`user`). Every other write gets `writes` per client and `writesPerUser` per user.
 */
const ROUTE_LIMITS: Record<string, { client?: keyof RateLimits; user?: keyof RateLimits }> = {
  'POST /assessments/:slug/attempts': { client: 'quizStart', user: 'attemptStartPerUser' },
};

export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { redisUrl, redisKeyPrefix, rateLimits: limits } = app.config;

    // Every write has a per-client limit and, once signed in, a per-user one. Added
    // before @fastify/rate-limit so its own onRoute hook sees the limit set here.
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = ([] as string[]).concat(route.method);
      if (!methods.some((method) => WRITES.has(method))) return;
      const path = route.url.replace(/^\/api(?=\/)/, '');
      const special = ROUTE_LIMITS[`${methods[0]} ${path}`] ?? {};
      const config = (route.config ??= {}) as { rateLimit?: unknown };
      if (config.rateLimit === undefined)
        config.rateLimit = perIp(limits[special.client ?? 'writes']);
      const perUser = limits[special.user ?? 'writesPerUser'];
      const scope = special.user ? `${methods[0]} ${path}` : 'writes';
      const userLimit: preHandlerHookHandler = async function (
        request: FastifyRequest,
        _reply: FastifyReply,
      ) {
        const user = request.currentUser;
        if (!user) return;
        const key = `user-limit:${scope}:${user.id}`;
        if ((await counters.increment(key, perUser.windowMs)) > perUser.max) {
          throw refusedFor({ code: 'TOO_MANY_REQUESTS' }, await counters.ttl(key));
        }
      };
      // After the route's own preHandlers (authenticate among them), so the user is known.
      route.preHandler = [
        ...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []),
        userLimit,
      ];
    });

    let redis: Redis | undefined;
    let store: CounterStore;
    if (redisUrl) {
      redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 3000 });
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
      store = new RedisCounterStore(redis, `${redisKeyPrefix}counter:`);
    } else {
      store = new MemoryCounterStore();
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${redisKeyPrefix}rate-limit:` } : {}),
      // A Redis outage must not take the site down; the limit is skipped and the error logged.
      skipOnError: true,
      keyGenerator: (request: FastifyRequest) => request.ip,
      // Answers within the limit carry no x-ratelimit-* headers (no client of ours reads them, and
      // three more headers on every certificate lookup cost it measurably); a refused request
      // still gets Retry-After and the limit's headers.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        const error = new HttpError(429, { code: 'RETRY_IN', params: { count: seconds } });
        return Object.assign(error, { retryAfterSeconds: seconds });
      },
    });

    const failOpen =
      <T>(fallback: T) =>
      (error: unknown) => {
        app.log.error({ err: error }, 'counter store failed; allowing the request');
        return fallback;
      };
    const counters: Counters = {
      increment: (key, windowMs) => store.increment(key, windowMs).catch(failOpen(0)),
      incrementNow: (key, windowMs) =>
        store.incrementNow
          ? store.incrementNow(key, windowMs)
          : store.increment(key, windowMs).catch(failOpen(0)),
      get: (key) => store.get(key).catch(failOpen(0)),
      ttl: (key) => store.ttl(key).catch(failOpen(0)),
      reset: (key) => store.reset(key).catch(failOpen(undefined)),
    };
    app.decorate('counters', counters);

    app.addHook('onClose', async () => {
      await store.close();
      if (redis) await redis.quit().catch(() => undefined);
    });
  },
  { name: 'rate-limits' },
);
