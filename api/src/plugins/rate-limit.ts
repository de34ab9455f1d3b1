// Per-IP limits (@fastify/rate-limit, per route) and keyed counters (per account, per address).
// Both live in memory by default and in Redis when REDIS_URL is set.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimit } from '../config';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../lib/counter';
import { HttpError } from '../lib/http-error';

/** Route option: `config: { rateLimit: perIp(app.config.rateLimits.login) }`. */
export function perIp(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.windowMs };
}

export interface Counters {
  /** Adds one and returns the count; if the store fails, logs and lets the request through. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { redisUrl, redisKeyPrefix } = app.config;
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
      get: (key) => store.get(key).catch(failOpen(0)),
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
