import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared';
import { isRemoteUnavailable, REMOTE_LOADING, remoteLoadingPlugin } from './loading-plugin';

/** How long one try of a remote may take (the loading plugin's policy). */
const REMOTE_TIMEOUT_MS = REMOTE_LOADING.timeoutMs;

let registered: Record<RemoteName, string> | null = null;

function entryUrl(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/**
 * Registers the remotes named by the runtime site configuration (no rebuild to move one) and,
 * once, the plugin that owns how they load (time limit, retries, fallback: loading-plugin.ts).
 */
export function registerSiteRemotes(remotes: Record<RemoteName, string>): void {
  if (!registered) {
    registerPlugins([
      remoteLoadingPlugin({
        entryOf: (name) => {
          const entry = registered?.[name as RemoteName];
          return entry ? entryUrl(entry) : undefined;
        },
      }),
    ]);
  }
  registered = remotes;
  registerRemotes(
    (Object.entries(remotes) as [RemoteName, string][]).map(([name, entry]) => ({
      name,
      entry: entryUrl(entry),
    })),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const cache = new Map<string, Promise<unknown>>();
/** The modules that have arrived, readable synchronously (see peekRemoteModule). */
const loaded = new Map<string, unknown>();

/**
 * An exposed module that has already loaded, or undefined. Hydrating a prerendered page waits
 * for its route's remote first, so the first render can show it as the server did.
 */
export function peekRemoteModule<T>(remote: RemoteName, exposed: string): T | undefined {
  return loaded.get(`${remote}/${exposed.replace(/^\.\//, '')}`) as T | undefined;
}

/**
 * Loads an exposed module (the loading plugin retries it). Successes are cached; a failure is
 * forgotten, so a later attempt goes back to the network (the plugin registered the remote
 * anew). Whatever happens inside, the answer comes within the time limit plus two seconds.
 */
export function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const cached = cache.get(id);
  if (cached) return cached as Promise<T>;
  const attempt = withTimeout(
    loadRemote<T>(id).then((mod) => {
      if (mod == null || isRemoteUnavailable(mod)) throw new Error(`${id} is not available`);
      loaded.set(id, mod);
      return mod;
    }),
    REMOTE_TIMEOUT_MS + 2_000,
    id,
  );
  cache.set(id, attempt);
  attempt.catch(() => cache.delete(id));
  return attempt;
}

/** Forgets every loaded module (tests start each case from a cold cache). */
export function forgetLoadedRemotes(): void {
  cache.clear();
  loaded.clear();
}
