// @ts-check
// One webpack + Module Federation configuration for the shell and the four remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { styledComponentsTransformers } = require('./styled-components-transformers');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');

/** The API's port while developing; every dev server proxies /api to it. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT || 3100);

/**
 * The federation singletons: one copy of each per page, whichever app loads it first
 * (react-router-dom, react-redux and styled-components: see the facades below). axios is one
 * too: `shared` imports it with a dynamic import on the first API request, so a page that calls
 * no API never loads it.
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
 * What the apps use of react-router-dom in declarative mode. A shared module is not
 * tree-shaken, and the whole of react-router 7 (data routers, server rendering, RSC) is about
 * 60 KB of gzip, a third of the home page's budget. So the apps share a module that re-exports
 * this list (plus whatever the sources import, found below) and the bundler drops the rest:
 * about 20 KB. The list is generous on purpose: the shell's copy is the one every remote uses,
 * so a remote built later may use a hook the shell's sources do not.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'createSearchParams',
  'createPath',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'resolvePath',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  'useBeforeUnload',
  'NavigationType',
  'UNSAFE_LocationContext',
  'UNSAFE_NavigationContext',
  'UNSAFE_RouteContext',
];

/** Names imported from `pkg` anywhere in the apps' and shared's sources. */
function importedNames(/** @type {string} */ pkg) {
  const fs = require('node:fs');
  const names = new Set();
  const pattern = new RegExp(
    `import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/.]/g, '\\$&')}'`,
    'g',
  );
  const visit = (/** @type {string} */ dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const m of text.matchAll(pattern)) {
          for (const part of m[1].split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0];
            if (name && !part.trim().startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  for (const dir of [
    'shell',
    'mfe-catalog',
    'mfe-account',
    'mfe-certificates',
    'mfe-payments',
    'shared',
  ]) {
    visit(path.join(root, dir, 'src'));
  }
  return names;
}

/**
 * Writes a module that re-exports `names` (those the package has, plus every name the sources
 * import from it) from the package's ES module build, under node_modules/.cache, and returns
 * its path. The build is named by its file path, which the federation's share key does not
 * match (the facade would otherwise consume itself).
 * @param {string} pkg
 * @param {string[]} names
 * @param {string} esmFile the ES module build, relative to the package's folder
 */
function facade(pkg, names, esmFile) {
  const fs = require('node:fs');
  const available = new Set(Object.keys(require(require.resolve(pkg, { paths: [root] }))));
  const list = [...new Set([...names, ...importedNames(pkg)])]
    .filter((name) => available.has(name))
    .sort();
  const dir = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [root] }));
  const file = path.join(root, `node_modules/.cache/site-webpack/${pkg.replace(/\//g, '+')}.js`);
  const text = `// Generated by scripts/webpack/create-config.js: the part of ${pkg} the apps share.\nexport { ${list.join(', ')} } from ${JSON.stringify(path.join(dir, esmFile))};\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** The shared react-router-dom: its declarative API (ROUTER_EXPORTS) from its ES module build. */
function routerFacade() {
  return facade('react-router-dom', ROUTER_EXPORTS, 'dist/index.mjs');
}

/**
 * What the apps use of react-redux: its hooks API. The whole package is about 3.6 KB of gzip on
 * every page, more than half of it `connect` (the legacy higher-order component API, with its
 * copy of hoist-non-react-statics and react-is), which no package uses: the store is read with
 * `shared`'s typed hooks. The shared module keeps the provider, the context, every hook and hook
 * factory, `batch` and `shallowEqual` (generous, as for the router: a remote built later may use
 * a hook `shared` does not), and leaves `connect` out.
 */
const REACT_REDUX_EXPORTS = [
  'Provider',
  'ReactReduxContext',
  'batch',
  'shallowEqual',
  'useDispatch',
  'useSelector',
  'useStore',
  'createDispatchHook',
  'createSelectorHook',
  'createStoreHook',
];

/** The shared react-redux: its hooks API (REACT_REDUX_EXPORTS) from its ES module build. */
function reactReduxFacade() {
  return facade('react-redux', REACT_REDUX_EXPORTS, 'dist/react-redux.mjs');
}

/**
 * styled-components in the browser: everything but what only a server render uses
 * (`ServerStyleSheet`, the RSC stylis plugin) and its private internals, about 0.65 KB of gzip on
 * every page. The server render (scripts/prerender) imports the package itself.
 */
const STYLED_COMPONENTS_SERVER_ONLY = new Set([
  'ServerStyleSheet',
  'stylisPluginRSC',
  '__PRIVATE__',
]);

/** The shared styled-components: its browser ES module build without the server-only exports. */
function styledComponentsFacade() {
  const names = Object.keys(require(require.resolve('styled-components', { paths: [root] })));
  return facade(
    'styled-components',
    names.filter((name) => !STYLED_COMPONENTS_SERVER_ONLY.has(name)),
    'dist/styled-components.browser.esm.js',
  );
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
 * `mf-runtime.js` (`standaloneRuntimeConfig`), which that page loads first. Remotes in
 * development (`webpack serve`) keep a runtime of their own, standalone or under the shell.
 * @param {{ isHost?: boolean }} app
 * @param {boolean} production
 */
function externalRuntimeOptions(app, production) {
  if (process.env.MF_FULL_RUNTIME === '1' || app.isHost) return {};
  return production ? { externalRuntime: true } : {};
}

/** The file a remote's standalone page loads before its own entry: the runtime the shell gives. */
const STANDALONE_RUNTIME = 'mf-runtime.js';

/** Writes the module that publishes the federation runtime as the shell's plugin does. */
function standaloneRuntimeModule() {
  const fs = require('node:fs');
  // Its package.json is not in its `exports`: read it by path.
  const runtimeCoreVersion = JSON.parse(
    fs.readFileSync(
      path.join(root, 'node_modules/@module-federation/runtime-core/package.json'),
      'utf8',
    ),
  ).version;
  const file = path.join(root, 'node_modules/.cache/site-webpack/mf-runtime-core.js');
  const text = `// Generated by scripts/webpack/create-config.js: a remote's standalone page has no shell to
// provide the federation runtime its bundles leave out (experiments.externalRuntime).
import * as runtimeCore from '@module-federation/runtime-core';

const globalRef = runtimeCore.Global;
if (!globalRef._FEDERATION_RUNTIME_CORE) {
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: ${JSON.stringify(runtimeCoreVersion)} };
}
`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/**
 * The second build of a remote in production: `dist/mf-runtime.js` for its standalone page. It
 * runs after the remote's own build (which cleans `dist`).
 * @param {{ dir: string, name: string }} app
 */
function standaloneRuntimeConfig(app) {
  return {
    name: `${app.name}-standalone-runtime`,
    dependencies: [app.name],
    mode: 'production',
    context: app.dir,
    entry: { [STANDALONE_RUNTIME.replace(/\.js$/, '')]: standaloneRuntimeModule() },
    output: {
      path: path.join(app.dir, 'dist'),
      filename: '[name].js',
      uniqueName: `${app.name}_standalone_runtime`,
      clean: false,
    },
    optimization: {
      minimize: true,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Puts `<script defer src="/mf-runtime.js">` before the entry of a remote's standalone page. */
class StandaloneRuntimeTagPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StandaloneRuntimeTagPlugin',
        (data) => {
          const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `/${STANDALONE_RUNTIME}`,
          });
          // Deferred scripts run in document order: the runtime before the entry.
          const group = data.headTags.some((t) => t.tagName === 'script')
            ? data.headTags
            : data.bodyTags;
          const first = group.findIndex((t) => t.tagName === 'script');
          group.splice(first < 0 ? group.length : first, 0, tag);
          return data;
        },
      );
    });
  }
}

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   port: number,
 *   title: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   runtimePlugins?: string[],
 * }} app
 */
function createConfig(app) {
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const experiments = externalRuntimeOptions(app, production);
    const config = appConfig(app, production, experiments);
    return experiments.externalRuntime ? [config, standaloneRuntimeConfig(app)] : config;
  };
}

/**
 * @param {Parameters<typeof createConfig>[0]} app
 * @param {boolean} production
 * @param {ReturnType<typeof externalRuntimeOptions>} runtimeExperiments
 */
function appConfig(app, production, runtimeExperiments) {
  const template = path.join(app.dir, 'public/index.html');
  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // Entries keep stable names (served no-cache); chunks carry a content hash (immutable).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // The shell serves deep links like /comptia/specialist/a-plus, so its chunks resolve
      // from the root; a remote derives its own path from its manifest's URL.
      publicPath: app.isHost ? '/' : 'auto',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // `contracts` is plain TypeScript source, bundled (and tree-shaken) into each app.
      alias: {
        contracts$: path.join(root, 'contracts/src/index.ts'),
        // The federation runtime's error texts stay out of the browser (./mf-error-desc.mjs).
        ...(process.env.MF_FULL_RUNTIME === '1'
          ? {}
          : {
              [path.join(root, 'node_modules/@module-federation/error-codes/dist/desc.mjs')]:
                path.join(__dirname, 'mf-error-desc.mjs'),
              // Its script loaders for Node (vm, fetch and eval of an entry): never in a browser.
              [path.join(root, 'node_modules/@module-federation/sdk/dist/node.js')]: path.join(
                __dirname,
                'mf-sdk-node.mjs',
              ),
            }),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [
            path.join(app.dir, 'src'),
            path.join(root, 'shared/src'),
            path.join(root, 'contracts/src'),
          ],
          use: {
            loader: 'ts-loader',
            // Type-checking is `npm run typecheck`; the bundler only transpiles.
            options: {
              transpileOnly: true,
              configFile: path.join(app.dir, 'tsconfig.json'),
              getCustomTransformers: styledComponentsTransformers,
            },
          },
        },
        { test: /\.(svg|png|webp|avif|jpe?g|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
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
      }),
      new HtmlWebpackPlugin({
        // A remote without its own page gets a minimal one with the #root it renders into.
        ...(require('node:fs').existsSync(template)
          ? { template }
          : {
              templateContent: ({ htmlWebpackPlugin }) =>
                `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${htmlWebpackPlugin.options.title}</title></head><body><div id="root"></div></body></html>`,
            }),
        title: app.title,
        // Only the app's own entry; the federation container is for hosts, not this page.
        chunks: ['main'],
        publicPath: '/',
        scriptLoading: 'defer',
      }),
      ...(runtimeExperiments.externalRuntime ? [new StandaloneRuntimeTagPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: app.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${DEV_API_PORT}` }],
    },
  };
}

module.exports = { createConfig, DEV_API_PORT };
