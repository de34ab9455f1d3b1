import {
  entryFromManifest,
  REMOTE_LOADING,
  REMOTE_UNAVAILABLE,
  remoteLoadingPlugin,
  type FederationOrigin,
} from './loading-plugin';

// The plugin on its own, driven as the federation runtime drives it: no React, no network.

type Hooks = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  beforeRequest: (args: {
    id: string;
    options?: { remotes: { name: string; entry?: string }[] };
  }) => Promise<unknown>;
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

  describe('a remote configured by its manifest', () => {
    const MANIFEST = 'https://cdn.example/catalog/mf-manifest.json';
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    };

    it('reads the entry script the manifest names', () => {
      expect(entryFromManifest(manifest, MANIFEST)).toBe(
        'https://cdn.example/catalog/remoteEntry.js',
      );
      expect(
        entryFromManifest(
          {
            metaData: {
              remoteEntry: { name: 'entry.js', path: '/js/' },
              publicPath: 'https://static.example/v2/',
            },
          },
          MANIFEST,
        ),
      ).toBe('https://static.example/v2/js/entry.js');
      expect(() => entryFromManifest({ metaData: {} }, MANIFEST)).toThrow('names no entry script');
      expect(() => entryFromManifest(null, MANIFEST)).toThrow('names no entry script');
    });

    function withManifest(answers: (() => Response)[]) {
      let clock = 0;
      const pauses: number[] = [];
      const fetch = jest.fn(async () => {
        clock += 10;
        const answer = answers.shift();
        if (!answer) throw new Error('no more answers');
        return answer();
      });
      const plugin = remoteLoadingPlugin({
        entryOf: () => MANIFEST,
        fetch,
        sleep: async (ms) => {
          pauses.push(ms);
          clock += ms;
        },
        now: () => clock,
      }) as unknown as Hooks;
      const request = async () => {
        const options = { remotes: [{ name: 'catalog', entry: MANIFEST }] };
        await plugin.beforeRequest({ id: 'catalog/routes', options });
        return options.remotes[0]?.entry;
      };
      return { request, fetch, pauses };
    }

    // What the plugin reads of an answer (jsdom has no Response).
    const answer = (code: number, body: unknown) => () =>
      ({ ok: code < 300, status: code, json: async () => body }) as unknown as Response;
    const json = (body: unknown) => answer(200, body);
    const status = (code: number) => answer(code, null);

    it('hands the runtime the entry script, reading the manifest once per page', async () => {
      const { request, fetch } = withManifest([json(manifest)]);
      await expect(request()).resolves.toBe('https://cdn.example/catalog/remoteEntry.js');
      await expect(request()).resolves.toBe('https://cdn.example/catalog/remoteEntry.js');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith(
        MANIFEST,
        expect.objectContaining({ signal: expect.anything() }),
      );
    });

    it('fails the try when the manifest cannot be read, and reads it afresh on the next', async () => {
      const { request, fetch, pauses } = withManifest([status(503), json(manifest)]);
      await expect(request()).rejects.toThrow('answered 503');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(pauses).toEqual([]);
      // The failure is forgotten: the next try (errorLoadRemote's, or the area's Retry) reads it.
      await expect(request()).resolves.toBe('https://cdn.example/catalog/remoteEntry.js');
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });
});
