// @ts-check
// The Module Federation plugin's options: the shared singletons and the runtime's size options.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { routerFacade, reactReduxFacade, styledComponentsFacade } = require('./facades');

const root = path.resolve(__dirname, '../..');

/**
 * The federation singletons: one copy of each per page, whichever app loads it first
 * (react-router-dom, react-redux and styled-components: see ./facades.js). axios is one too:
 * `shared` imports it with a dynamic import on the first API request, so a page that calls no
 * API never loads it.
 */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'redux', 'axios'];

/** @param {string} name */
function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [root] })).version;
}

function sharedConfig() {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const pkg = name.replace(/\/$/, '');
    const version = installedVersion(pkg);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0` };
  }
  shared.shared = { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' };
  const routerVersion = installedVersion('react-router-dom');
  shared['react-router-dom'] = {
    import: routerFacade(),
    singleton: true,
    requiredVersion: `^${routerVersion.split('.')[0]}.0.0`,
    version: routerVersion,
  };
  const reduxBindingsVersion = installedVersion('react-redux');
  shared['react-redux'] = {
    import: reactReduxFacade(),
    singleton: true,
    requiredVersion: `^${reduxBindingsVersion.split('.')[0]}.0.0`,
    version: reduxBindingsVersion,
  };
  const styledVersion = installedVersion('styled-components');
  shared['styled-components'] = {
    import: styledComponentsFacade(),
    singleton: true,
    requiredVersion: `^${styledVersion.split('.')[0]}.0.0`,
    version: styledVersion,
  };
  return shared;
}

/**
 * The federation runtime as small as its options allow (it weighs on every page): every app runs
 * in browsers only, and a remote never loads other remotes itself, so its copy of the runtime
 * drops the remote-loading code. No app keeps the snapshot code (manifests, preloading of their
 * assets): the shell's loading plugin reads a remote's manifest itself and hands the runtime
 * the entry script it names (shell/src/lib/remotes/loading-plugin.ts).
 * @param {{ isHost?: boolean }} app
 */
function federationOptimization(app) {
  if (process.env.MF_FULL_RUNTIME === '1') return {};
  return app.isHost
    ? { target: /** @type {const} */ ('web'), disableSnapshot: true }
    : { target: /** @type {const} */ ('web'), disableSnapshot: true, disableRemote: true };
}

/**
 * One copy of the federation runtime per page (docs/PERFORMANCE.md): in production the
 * remotes leave `@module-federation/runtime-core` out (`externalRuntime`: about 10 KB of gzip
 * less per remote page) and use the shell's, which its runtime plugin
 * `shell/src/lib/remotes/provide-runtime-core.ts` publishes as a global before any remote loads
 * (the enhanced plugin's own `provideExternalRuntime` brings a second, CommonJS copy of the
 * runtime into the shell). A remote's standalone page has no shell, so its build also writes
 * `mf-runtime.js` (./standalone-runtime.js), which that page loads first. Remotes in
 * development (`webpack serve`) keep a runtime of their own, standalone or under the shell.
 * @param {{ isHost?: boolean }} app
 * @param {boolean} production
 * @returns {{ externalRuntime?: boolean }}
 */
function externalRuntimeOptions(app, production) {
  if (process.env.MF_FULL_RUNTIME === '1' || app.isHost) return {};
  return production ? { externalRuntime: true } : {};
}

/**
 * @param {{
 *   name: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   runtimePlugins?: string[],
 * }} app
 * @param {ReturnType<typeof externalRuntimeOptions>} runtimeExperiments
 */
function federationPlugin(app, runtimeExperiments) {
  return new ModuleFederationPlugin({
    name: app.name,
    filename: 'remoteEntry.js',
    exposes: app.exposes ?? {},
    // Remotes are registered at run time from the site configuration.
    remotes: {},
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    ...(app.runtimePlugins ? { runtimePlugins: app.runtimePlugins } : {}),
    manifest: true,
    dts: false,
    experiments: { optimization: federationOptimization(app), ...runtimeExperiments },
  });
}

module.exports = { federationPlugin, externalRuntimeOptions };
