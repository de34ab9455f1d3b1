// Fastify names every plugin it registers (for its errors, timeouts and plugin tree). A plugin
// without a name given by fastify-plugin is looked up in the whole module cache, on every
// register, before its function's own name is tried: under Jest's module registry that search
// took about a third of building an app. Naming each plugin after its function first gives the
// same names without the search.
import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

type Named = { [DISPLAY_NAME]?: string; name?: string };

/**
 * Names each function plugin registered on `app` or any of its children (which inherit `register`)
 * after the function, when it has a name and no display name yet.
 */
export function namePluginsByFunction(app: FastifyInstance): void {
  const register = app.register;
  const named = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function') {
      const fn = plugin as Named;
      if (!fn[DISPLAY_NAME] && fn.name) fn[DISPLAY_NAME] = fn.name;
    }
    return (register as (...args: unknown[]) => unknown).call(this, plugin, options);
  };
  app.register = named as unknown as FastifyInstance['register'];
}
