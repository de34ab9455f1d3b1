// The bounded, expiring cache behind the certificate lookup: expiry, size bound, and that an
// invalidation is never undone by a read that was already under way.
import { TtlCache } from '../src/lib/ttl-cache';

describe('TtlCache', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('answers a stored value until its time is up, then forgets it', () => {
    const cache = new TtlCache<string>(10, 5_000, clock);
    cache.set('a', 'valid', cache.version());
    now += 4_999;
    expect(cache.get('a')).toBe('valid');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest stored first', () => {
    const cache = new TtlCache<number>(2, 60_000, clock);
    cache.set('a', 1, cache.version());
    cache.set('b', 2, cache.version());
    cache.set('c', 3, cache.version());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('does not store a value read before an invalidation (a lookup racing a revocation)', () => {
    const cache = new TtlCache<string>(10, 60_000, clock);
    const version = cache.version(); // the lookup starts reading: the certificate is valid
    cache.delete('a'); // meanwhile the certificate is revoked and its entry cleared
    cache.set('a', 'valid', version); // the lookup finishes with what it read
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'revoked', cache.version());
    expect(cache.get('a')).toBe('revoked');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('stores nothing when its lifetime is 0 (turned off)', () => {
    const cache = new TtlCache<string>(10, 0, clock);
    cache.set('a', 'valid', cache.version());
    expect(cache.get('a')).toBeUndefined();
  });
});
