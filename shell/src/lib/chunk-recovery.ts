import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen's chunk gets 3 attempts in total, 1000 ms apart. */
export const CHUNK_RETRY_ATTEMPTS = 3;
export const CHUNK_RETRY_DELAY_MS = 1_000;
/** Chunk-error recovery reloads at most 3 times, waiting 1, 2 and 3 s. */
export const MAX_RECOVERY_RETRIES = 3;
export const RECOVERY_DELAY_MS = 1_000;
/** A page that has run this long after its load event without a chunk error is healthy. */
export const HEALTHY_AFTER_MS = 10_000;
/** The retry count survives the reloads (so it can stop) but not the browser tab. */
export const RECOVERY_STORAGE_KEY = 'chunk-recovery-retries';

const CHUNK_ERROR_PATTERNS = [
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Unexpected token/i,
  /Failed to fetch/i,
  /error loading dynamically imported module/i,
];

/** A failure to load one of the site's own script or style chunks (the patterns above). */
export function isChunkLoadError(error: unknown): boolean {
  if (error == null) return false;
  const name = typeof error === 'object' && 'name' in error ? String(error.name) : '';
  if (name === 'ChunkLoadError' || name === 'CssChunkLoadError') return true;
  const message =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && 'message' in error
        ? String(error.message)
        : '';
  // A remote's manifest or entry that cannot be fetched is the remote area's business: it
  // shows its contained fallback and must never reload the whole page.
  if (/mf-manifest|remoteEntry|RUNTIME-\d+/i.test(message)) return false;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

interface RecoveryEnv {
  reload: () => void;
  clearCaches: () => Promise<void>;
  storage: () => Storage | null;
}

async function clearBrowserCaches(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  } catch {
    // Caches that cannot be cleared must not stop the reload.
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const defaultEnv: RecoveryEnv = {
  reload: () => window.location.reload(),
  clearCaches: clearBrowserCaches,
  storage: sessionStore,
};

let env: RecoveryEnv = defaultEnv;
let failed = false;
let pending = false;
const listeners = new Set<() => void>();

/** Lets tests replace the reload and the cache clearing. */
export function configureChunkRecovery(overrides: Partial<RecoveryEnv>): void {
  env = { ...defaultEnv, ...overrides };
}

/** Forgets this page's failure (tests start each case afresh). */
export function resetChunkRecovery(): void {
  env = defaultEnv;
  failed = false;
  pending = false;
  notify();
}

function notify() {
  listeners.forEach((listener) => listener());
}

function readCount(): number {
  const raw = env.storage()?.getItem(RECOVERY_STORAGE_KEY);
  const count = raw ? Number.parseInt(raw, 10) : 0;
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** How many automatic reloads this tab has already made. */
export function recoveryRetries(): number {
  return readCount();
}

/** Reloads now, after clearing the caches (the Reload Now button). */
export async function reloadNow(): Promise<void> {
  await env.clearCaches();
  env.reload();
}

export type RecoveryOutcome = 'reloading' | 'already-reloading' | 'exhausted';

/**
 * Shows the Application Error screen and, unless this tab has used its 3 retries, clears the
 * caches and reloads after 1000 ms times the retry number. Never loops: the count lives in
 * sessionStorage and is only reset after a healthy load.
 */
export function recoverFromChunkError(): RecoveryOutcome {
  if (!failed) {
    failed = true;
    notify();
  }
  if (pending) return 'already-reloading';
  const count = readCount();
  if (count >= MAX_RECOVERY_RETRIES) return 'exhausted';
  pending = true;
  const retry = count + 1;
  env.storage()?.setItem(RECOVERY_STORAGE_KEY, String(retry));
  setTimeout(() => {
    void reloadNow();
  }, RECOVERY_DELAY_MS * retry);
  return 'reloading';
}

/** Whether this page has hit a chunk-load failure (the Application Error screen shows). */
export function useChunkFailure(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failed,
    () => false,
  );
}

/**
 * Listens for chunk errors anywhere on the page and resets the retry count once the page has
 * been healthy for a while. Returns a function that removes the listeners.
 */
export function installChunkErrorRecovery(win: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) recoverFromChunkError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) recoverFromChunkError();
  };
  let healthyTimer: ReturnType<typeof setTimeout> | undefined;
  const startHealthyTimer = () => {
    healthyTimer = setTimeout(() => {
      if (!failed) env.storage()?.removeItem(RECOVERY_STORAGE_KEY);
    }, HEALTHY_AFTER_MS);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  if (win.document.readyState === 'complete') startHealthyTimer();
  else win.addEventListener('load', startHealthyTimer, { once: true });
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('load', startHealthyTimer);
    if (healthyTimer) clearTimeout(healthyTimer);
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Imports a chunk with up to 3 attempts, 1000 ms apart; when all fail the page reloads through
 * the counted recovery (so a chunk that is gone for good ends on the Application Error screen).
 */
export async function importWithRetry<T>(
  importer: () => Promise<T>,
  attempts: number = CHUNK_RETRY_ATTEMPTS,
  delayMs: number = CHUNK_RETRY_DELAY_MS,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await importer();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await wait(delayMs);
    }
  }
  recoverFromChunkError();
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** `React.lazy` with the screen-chunk retry; use it for every lazily loaded shell screen. */
export function lazyWithRetry<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithRetry(importer));
}
