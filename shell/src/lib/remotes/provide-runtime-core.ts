import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The global the remotes' bundles read the runtime from (`experiments.externalRuntime`). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The shell's build-time runtime plugin (scripts/webpack/create-config.js): publishes the
 * shell's own copy of the federation runtime before any remote loads, so remotes built with
 * `externalRuntime` use it instead of bringing a second copy. The enhanced plugin's
 * `provideExternalRuntime` does the same through a CommonJS build of the runtime, which put a
 * second copy of it into `main.js` (+22 KB of gzip); this imports the very module the shell's
 * federation runtime uses.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-provide-runtime-core',
    beforeInit(args) {
      const globalRef = runtimeCore.Global as unknown as Record<string, unknown>;
      globalRef[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
