import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The policy for loading a remote, in one place: how long one try may take, how many tries a
 * remote gets and how far apart. A remote that is down, slow or broken ends on the contained
 * 'temporarily unavailable' panel in bounded time; it never reloads the page.
 */
export const REMOTE_LOADING = {
  /** One try (the manifest's fetches, or the whole load of a module) may take this long. */
  timeoutMs: 8_000,
  /** Tries per load, counting the first. */
  attempts: 3,
  /** Pause between two tries. */
  retryDelayMs: 1_000,
} as const;

export type RemoteLoadingPolicy = { timeoutMs: number; attempts: number; retryDelayMs: number };

/**
 * What `loadRemote` resolves with once every try has failed: the remote's area shows its
 * fallback for it. (errorLoadRemote's "fail-over module".)
 */
export const REMOTE_UNAVAILABLE = Object.freeze({ remoteUnavailable: true as const });

export function isRemoteUnavailable(module: unknown): module is typeof REMOTE_UNAVAILABLE {
  return module === REMOTE_UNAVAILABLE;
}

/** The part of the federation instance the plugin uses (`origin` in every hook). */
export interface FederationOrigin {
  loadRemote<T>(id: string, options?: { from?: 'build' | 'runtime' }): Promise<T | null>;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
}

export interface RemoteLoadingOptions {
  policy?: RemoteLoadingPolicy;
  /** The entry each remote is registered with: a retry registers it again (a fresh start). */
  entryOf: (remote: string) => string | undefined;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The remote's name in an id such as `catalog/routes`. */
const remoteOf = (id: string) => id.split('/')[0] ?? id;

/** A remote configured by its manifest (`mf-manifest.json`) rather than its entry script. */
const isManifest = (entry: string) => /\.json(?:[?#]|$)/.test(entry);

/**
 * The address of the entry script a federation manifest names: its `remoteEntry` (path and
 * file) under its `publicPath`, or, when that is `auto` (the remotes' builds), under the
 * manifest's own folder.
 */
export function entryFromManifest(manifest: unknown, manifestUrl: string): string {
  const meta = (
    manifest as {
      metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
    } | null
  )?.metaData;
  const name = meta?.remoteEntry?.name;
  if (typeof name !== 'string' || !name) throw new Error(`${manifestUrl} names no entry script`);
  const publicPath = typeof meta?.publicPath === 'string' ? meta.publicPath : 'auto';
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const dir = typeof meta?.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  const folder = dir.replace(/^\.?\/+/, '').replace(/\/+$/, '');
  return new URL(folder ? `${folder}/${name}` : name, base).href;
}

/**
 * The federation runtime plugin that owns remote loading, registered once (the shell's
 * bootstrap):
 * - `fetch`: a manifest or entry the runtime fetches is aborted after `timeoutMs`, so a remote
 *   that hangs becomes an ordinary failure;
 * - `createScript`: a remote's entry script gets the same limit (the runtime's own is 20 s);
 * - `errorLoadRemote`: a failed load is tried again, `retryDelayMs` apart, up to `attempts`
 *   tries, with the remote registered anew before each; after the last, or once the load has
 *   taken `timeoutMs` already since `beforeRequest` (a hang is not retried), it resolves with
 *   REMOTE_UNAVAILABLE and the remote is registered anew, so a later load starts afresh.
 */
export function remoteLoadingPlugin({
  policy = REMOTE_LOADING,
  entryOf,
  fetch = (...args) => globalThis.fetch(...args),
  sleep = wait,
  now = Date.now,
}: RemoteLoadingOptions): ModuleFederationRuntimePlugin {
  /** Per module id: when its current load began, and how many of its tries have failed. */
  const started = new Map<string, number>();
  const failures = new Map<string, number>();
  const settle = (id: string) => {
    started.delete(id);
    failures.delete(id);
  };

  /**
   * The entry script named by a manifest, read once per page. A failure is forgotten and fails
   * the try: `errorLoadRemote` below tries the load again, which reads the manifest afresh.
   */
  const entries = new Map<string, Promise<string>>();
  const entryNamedBy = (manifestUrl: string, begun: number): Promise<string> => {
    let entry = entries.get(manifestUrl);
    if (!entry) {
      entry = (async () => {
        const left = Math.max(1, policy.timeoutMs - (now() - begun));
        const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(left) });
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return entryFromManifest(await response.json(), manifestUrl);
      })();
      entries.set(manifestUrl, entry);
      entry.catch(() => entries.delete(manifestUrl));
    }
    return entry;
  };

  const registerAgain = (origin: FederationOrigin, remote: string) => {
    const entry = entryOf(remote);
    if (entry) origin.registerRemotes([{ name: remote, entry }], { force: true });
  };

  return {
    name: 'site-remote-loading',

    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
    },

    async beforeRequest(args) {
      if (!started.has(args.id)) started.set(args.id, now());
      // The shell's runtime has no manifest ('snapshot') code (left out for weight): a remote
      // configured by its manifest gets the entry script the manifest names, read here.
      const remotes = (args.options as { remotes?: { name: string; entry?: string }[] } | undefined)
        ?.remotes;
      const remote = remotes?.find((r) => r.name === remoteOf(args.id));
      // A failure here fails this try (the runtime then asks errorLoadRemote, as for any).
      if (remote?.entry && isManifest(remote.entry))
        remote.entry = await entryNamedBy(remote.entry, started.get(args.id) ?? now());
      return args;
    },

    onLoad(args) {
      settle(args.id);
    },

    createScript({ url, attrs }) {
      // A remote's entry script gets the same limit as a fetch (the runtime's default is 20 s).
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.src = url;
      return { script, timeout: policy.timeoutMs };
    },

    async errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      const origin = args.origin as unknown as FederationOrigin;
      // Only a module's load is retried here ('beforeRequest' and shared modules are not ours).
      if (lifecycle !== 'onLoad') return undefined;
      const remote = remoteOf(id);
      const failed = (failures.get(id) ?? 0) + 1;
      failures.set(id, failed);
      const outOfTime = now() - (started.get(id) ?? now()) >= policy.timeoutMs;
      if (failed >= policy.attempts || outOfTime) {
        settle(id);
        registerAgain(origin, remote);
        console.warn(`Remote ${id} is unavailable`, error);
        return REMOTE_UNAVAILABLE;
      }
      await sleep(policy.retryDelayMs);
      registerAgain(origin, remote);
      return origin.loadRemote(id, { from: 'runtime' });
    },
  };
}
