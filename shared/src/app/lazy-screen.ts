import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen's chunk gets 3 attempts in total, 1000 ms apart, before the error shows. */
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

/** A lazy screen that can be loaded ahead of its first render. */
export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Loads the screen's chunk (with the retry below) now. Once it has loaded, the screen's first
   * render takes it at once instead of suspending, so a prerendered page is hydrated with it, not
   * rendered anew (docs/PERFORMANCE.md 'Prerendering').
   */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with the chunk retry above, for a remote's own screens (the catalog's pages and
 * search, the account's forms, admin panel and quiz), rendered inside a `<Suspense>`. When every
 * attempt fails the error reaches the shell's remote area, which shows its contained fallback
 * with a retry.
 *
 * `React.lazy` suspends on its first render even when the chunk is already in the browser (it
 * only learns of it from a promise). A screen loaded ahead (`preload`) is handed over in a
 * thenable that calls back at once, which React reads in that same render: the page a server
 * prerendered is hydrated in the pass that hydrates the page around it.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  attempts = CHUNK_ATTEMPTS,
  delayMs = CHUNK_DELAY_MS,
): LazyScreen<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= loadChunk(load, attempts, delayMs).then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined; // a later render or preload tries again
        throw error;
      },
    );
    return loading;
  };
  const screen = lazy(() => {
    const ready = loaded;
    if (!ready) return start();
    // Resolved in the call to `then`, so React takes the screen in this render.
    return {
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(ready),
    } as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(screen, { preload: () => start().then(() => undefined) });
}
