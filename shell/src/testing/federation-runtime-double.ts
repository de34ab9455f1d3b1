// Test double for '@module-federation/enhanced/runtime': tests decide what each remote module
// resolves to, and can make a remote fail, without a network or a bundler. Registered runtime
// plugins run as the real runtime runs them: beforeRequest, then onLoad on success or
// errorLoadRemote on failure (whose answer, if any, is the fail-over module).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Factory = () => Promise<unknown>;
type Plugin = ModuleFederationRuntimePlugin;

const modules = new Map<string, Factory>();
const plugins: Plugin[] = [];
export const calls: string[] = [];
export const registered: { name: string; entry: string }[] = [];

export function __setRemoteModule(id: string, factory: Factory): void {
  modules.set(id, factory);
}

export function __reset(): void {
  modules.clear();
  calls.length = 0;
  registered.length = 0;
}

/** Removes the registered plugins (a test that registers its own starts clean). */
export function __resetPlugins(): void {
  plugins.length = 0;
}

type Hook = (args: Record<string, unknown>) => unknown;
const hook = (plugin: Plugin, name: string) =>
  (plugin as unknown as Record<string, Hook | undefined>)[name];

const origin = { loadRemote, registerRemotes };

export async function loadRemote<T>(id: string): Promise<T | null> {
  for (const plugin of plugins) await hook(plugin, 'beforeRequest')?.({ id, origin });
  calls.push(id);
  try {
    const factory = modules.get(id);
    if (!factory) throw new Error(`No remote module ${id}`);
    const module = (await factory()) as T;
    for (const plugin of plugins) await hook(plugin, 'onLoad')?.({ id, origin });
    return module;
  } catch (error) {
    for (const plugin of plugins) {
      const failOver = await hook(
        plugin,
        'errorLoadRemote',
      )?.({
        id,
        error,
        from: 'runtime',
        lifecycle: 'onLoad',
        origin,
      });
      if (failOver !== undefined) return failOver as T;
    }
    throw error;
  }
}

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registered.push(...remotes);
}

export function registerPlugins(added: Plugin[]): void {
  for (const plugin of added) {
    if (!plugins.some((p) => p.name === plugin.name)) plugins.push(plugin);
  }
}
