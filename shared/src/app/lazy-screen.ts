import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** SPEC §2: a screen's chunk gets 3 attempts in total, 1000 ms apart. */
export const CHUNK_ATTEMPTS = 3;
export const CHUNK_DELAY_MS = 1_000;

/**
 * Runs `load` (a dynamic import) up to `attempts` times, `delayMs` apart, and passes the last
 * error on when every attempt fails: the shell's remote area then shows its contained fallback
 * with a retry (a remote never reloads the shell's page itself; the shell's own chunks use
 * shell/src/lib/chunk-recovery.ts).
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  attempts = CHUNK_ATTEMPTS,
  delayMs = CHUNK_DELAY_MS,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/**
 * `React.lazy` with the chunk retry above, for a remote's own screens (the catalog's pages and
 * search, the account's forms, admin panel and quiz), rendered inside a `<Suspense>`. When every
 * attempt fails the error reaches the shell's remote area, which shows its contained fallback
 * with a retry.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  attempts = CHUNK_ATTEMPTS,
  delayMs = CHUNK_DELAY_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await loadChunk(load, attempts, delayMs) }));
}
