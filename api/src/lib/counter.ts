// Fixed-window counters for limits that are keyed by something other than the client IP (failed
// logins per account, codes per address). In memory by default; in Redis when REDIS_URL is set,
// so several API instances share them.
import type { Redis } from 'ioredis';

export interface CounterStore {
  /** Adds one to `key` and returns the new count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  /**
   * As increment, for a store in this process: the count at once, with no promise (the
   * certificate lookup counts every request and pays for each promise it waits on).
   */
  incrementNow?(key: string, windowMs: number): number;
  /** The current count (0 when the window has ended). */
  get(key: string): Promise<number>;
  /** Milliseconds until the key's window ends (0 when it has). */
  ttl(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    return this.incrementNow(key, windowMs);
  }

  incrementNow(key: string, windowMs: number): number {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      this.entries.set(key, { count: 1, expiresAt: now + windowMs });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  async get(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.count : 0;
  }

  async ttl(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.expiresAt - Date.now()) : 0;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const fullKey = this.prefix + key;
    const count = await this.redis.incr(fullKey);
    if (count === 1) await this.redis.pexpire(fullKey, windowMs);
    return count;
  }

  async get(key: string): Promise<number> {
    const value = await this.redis.get(this.prefix + key);
    return value === null ? 0 : Number(value);
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    // The connection belongs to the rate-limit plugin, which closes it.
  }
}
