import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCore, { RUNTIME_CORE_GLOBAL } from './provide-runtime-core';

describe('the runtime plugin that gives remotes the shell’s federation runtime', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  afterEach(() => delete globals[RUNTIME_CORE_GLOBAL]);

  it('publishes the runtime where remotes built with externalRuntime read it, at init', () => {
    const plugin = provideRuntimeCore();
    expect(globals[RUNTIME_CORE_GLOBAL]).toBeUndefined();
    const args = { options: { name: 'shell' } };
    expect(plugin.beforeInit?.(args as never)).toBe(args);
    // The very runtime the shell uses (what a remote's bundler runtime calls on it).
    const published = globals[RUNTIME_CORE_GLOBAL] as typeof runtimeCore;
    expect(published.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(published.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
  });

  it('keeps a runtime that is already published', () => {
    const earlier = { ModuleFederation: class {} };
    globals[RUNTIME_CORE_GLOBAL] = earlier;
    provideRuntimeCore().beforeInit?.({ options: { name: 'shell' } } as never);
    expect(globals[RUNTIME_CORE_GLOBAL]).toBe(earlier);
  });
});
