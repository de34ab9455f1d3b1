import {
  REMOTE_LOADING,
  REMOTE_UNAVAILABLE,
  remoteLoadingPlugin,
  type FederationOrigin,
} from './loading-plugin';

// The plugin on its own, driven as the federation runtime drives it: no React, no network.

type Hooks = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  beforeRequest: (args: { id: string }) => unknown;
  onLoad: (args: { id: string }) => unknown;
  createScript: (args: { url: string; attrs?: Record<string, unknown> }) => {
    script: HTMLScriptElement;
    timeout: number;
  };
  errorLoadRemote: (args: {
    id: string;
    error: unknown;
    lifecycle: string;
    from: string;
    origin: unknown;
  }) => Promise<unknown>;
};

/**
 * A plugin with a fake clock and pause, and a runtime whose loads of `id` fail `failures`
 * times and then succeed (or always fail with Infinity).
 */
function setUp(failures: number, options: { tryTakesMs?: number } = {}) {
  let clock = 0;
  const pauses: number[] = [];
  const plugin = remoteLoadingPlugin({
    entryOf: (name) => `https://cdn.example/${name}/mf-manifest.json`,
    sleep: async (ms) => {
      pauses.push(ms);
      clock += ms;
    },
    now: () => clock,
  }) as unknown as Hooks;
  const tries: string[] = [];
  const registerRemotes = jest.fn();
  const origin: FederationOrigin = {
    registerRemotes,
    // What the runtime's loadRemote does: beforeRequest, the load, then onLoad or
    // errorLoadRemote (whose answer is the fail-over module).
    async loadRemote<T>(id: string) {
      await plugin.beforeRequest({ id });
      tries.push(id);
      clock += options.tryTakesMs ?? 50;
      if (tries.length > failures) {
        await plugin.onLoad({ id });
        return { default: 'the module' } as T;
      }
      const error = new Error('Failed to fetch');
      const failOver = await plugin.errorLoadRemote({
        id,
        error,
        lifecycle: 'onLoad',
        from: 'runtime',
        origin,
      });
      if (failOver === undefined) throw error;
      return failOver as T;
    },
  };
  return { plugin, origin, tries, pauses, registerRemotes, elapsed: () => clock };
}

describe('the remote loading plugin', () => {
  it('has the policy of the spec: 8 s a try, 3 tries, 1 s apart', () => {
    expect(REMOTE_LOADING).toEqual({ timeoutMs: 8_000, attempts: 3, retryDelayMs: 1_000 });
  });

  it('retries a failing module a second apart and succeeds on the third try', async () => {
    const { origin, tries, pauses, registerRemotes } = setUp(2);
    await expect(origin.loadRemote('catalog/routes')).resolves.toEqual({ default: 'the module' });
    expect(tries).toHaveLength(3);
    expect(pauses).toEqual([1_000, 1_000]);
    // The remote is registered anew before each retry, so each goes back to the network.
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'https://cdn.example/catalog/mf-manifest.json' }],
      { force: true },
    );
  });

  it('gives the fallback module after the third failure and registers the remote anew', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { origin, tries, pauses, registerRemotes } = setUp(Infinity);
    await expect(origin.loadRemote('account/routes')).resolves.toBe(REMOTE_UNAVAILABLE);
    expect(tries).toHaveLength(3);
    expect(pauses).toEqual([1_000, 1_000]);
    expect(registerRemotes).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith('Remote account/routes is unavailable', expect.any(Error));
    warn.mockRestore();
  });

  it('starts afresh on the next load after giving up (a later navigation tries again)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const run = setUp(3);
    await expect(run.origin.loadRemote('payments/pay-now-menu')).resolves.toBe(REMOTE_UNAVAILABLE);
    await expect(run.origin.loadRemote('payments/pay-now-menu')).resolves.toEqual({
      default: 'the module',
    });
    expect(run.tries).toHaveLength(4);
    jest.mocked(console.warn).mockRestore();
  });

  it('does not retry a load that has already taken the time limit (a hang)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { origin, tries, pauses } = setUp(Infinity, { tryTakesMs: REMOTE_LOADING.timeoutMs });
    await expect(origin.loadRemote('certificates/routes')).resolves.toBe(REMOTE_UNAVAILABLE);
    expect(tries).toHaveLength(1);
    expect(pauses).toEqual([]);
    jest.mocked(console.warn).mockRestore();
  });

  it('leaves other failures (a missing shared module, a bad request) to the runtime', async () => {
    const { plugin, origin } = setUp(0);
    await expect(
      plugin.errorLoadRemote({
        id: 'react',
        error: new Error('x'),
        lifecycle: 'beforeLoadShare',
        from: 'runtime',
        origin,
      }),
    ).resolves.toBeUndefined();
  });

  it('aborts a fetch by the runtime that takes longer than the limit', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const plugin = remoteLoadingPlugin({
      policy: { ...REMOTE_LOADING, timeoutMs: 50 },
      entryOf: () => undefined,
      fetch: (_url, init) => {
        seen.push(init?.signal);
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      },
    }) as unknown as Hooks;
    const started = Date.now();
    await expect(
      plugin.fetch('https://cdn.example/catalog/mf-manifest.json', { method: 'GET' }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seen[0]).toBeInstanceOf(AbortSignal);
  });

  it("gives a remote's entry script the same time limit", () => {
    const plugin = remoteLoadingPlugin({ entryOf: () => undefined }) as unknown as Hooks;
    const { script, timeout } = plugin.createScript({
      url: 'https://cdn.example/catalog/remoteEntry.js',
      attrs: { crossorigin: 'anonymous', async: true },
    });
    expect(timeout).toBe(REMOTE_LOADING.timeoutMs);
    expect(script.src).toBe('https://cdn.example/catalog/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
  });
});
