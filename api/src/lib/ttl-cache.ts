// A small in-memory cache whose entries expire, bounded in size. Invalidation is safe against a
// read that was already under way: a value read before delete()/clear() is not stored after it.

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** Bumped by every invalidation; set() refuses a value read under an older generation. */
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Take it before reading the value from the source of truth; give it to set(). */
  version(): number {
    return this.generation;
  }

  /** Stores `value` unless the cache is off or something was invalidated since `version`. */
  set(key: string, value: V, version: number): void {
    if (this.ttlMs <= 0 || this.maxEntries <= 0 || version !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // The oldest stored entry goes first (a Map iterates in insertion order).
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
