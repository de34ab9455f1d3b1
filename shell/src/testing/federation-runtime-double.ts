// Test double for '@module-federation/enhanced/runtime': tests decide what each remote module
// resolves to, and can make a remote fail, without a network or a bundler.
type Factory = () => Promise<unknown>;

const modules = new Map<string, Factory>();
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

export function loadRemote<T>(id: string): Promise<T | null> {
  calls.push(id);
  const factory = modules.get(id);
  if (!factory) return Promise.reject(new Error(`No remote module ${id}`));
  return factory() as Promise<T>;
}

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registered.push(...remotes);
}

export function registerPlugins(): void {}

export type ModuleFederationRuntimePlugin = {
  name: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};
