import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared';

/** How long a remote may take before its area shows the contained fallback. */
export const REMOTE_TIMEOUT_MS = 8_000;

/**
 * The runtime fetches manifests with no time limit, so a remote that hangs would leave the
 * spinner up for ever; this turns a hang into an ordinary failure.
 */
export function timeoutPlugin(timeoutMs = REMOTE_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'site-fetch-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
  };
}

let registered: Record<RemoteName, string> | null = null;

/** Registers the remotes named by the runtime site configuration (no rebuild to move one). */
export function registerSiteRemotes(remotes: Record<RemoteName, string>): void {
  registerPlugins([timeoutPlugin()]);
  registerRemotes(toRemoteList(remotes));
  registered = remotes;
}

function toRemoteList(remotes: Record<RemoteName, string>) {
  return (Object.entries(remotes) as [RemoteName, string][]).map(([name, entry]) => ({
    name,
    entry: new URL(entry, window.location.href).href,
  }));
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
 * Loads an exposed module. Successes are cached; a failure is forgotten and the remote is
 * registered again, so a later attempt really goes back to the network.
 */
export function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const cached = cache.get(id);
  if (cached) return cached as Promise<T>;
  const attempt = withTimeout(
    loadRemote<T>(id).then((mod) => {
      if (mod == null) throw new Error(`${id} is not available`);
      loaded.set(id, mod);
      return mod;
    }),
    REMOTE_TIMEOUT_MS + 2_000,
    id,
  );
  cache.set(id, attempt);
  attempt.catch(() => {
    cache.delete(id);
    if (registered) {
      const again = toRemoteList(registered).filter((r) => r.name === remote);
      registerRemotes(again, { force: true });
    }
  });
  return attempt;
}

/** Forgets every loaded module (tests start each case from a cold cache). */
export function forgetLoadedRemotes(): void {
  cache.clear();
  loaded.clear();
}
