// @ts-check
// One webpack + Module Federation configuration for the shell and the four remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');

/** The API's port while developing; every dev server proxies /api to it. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT || 3100);

/** The singletons of ARCHITECTURE 'Federation'. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'react-redux',
  'redux',
  '@reduxjs/toolkit',
  'styled-components',
];

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
  return shared;
}

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   port: number,
 *   title: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 * }} app
 */
function createConfig(app) {
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const template = path.join(app.dir, 'public/index.html');
    return {
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
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            include: [path.join(app.dir, 'src'), path.join(root, 'shared/src')],
            use: {
              loader: 'ts-loader',
              // Type-checking is `npm run typecheck`; the bundler only transpiles.
              options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
            },
          },
          { test: /\.(svg|png|webp|avif|jpe?g)$/, type: 'asset/resource' },
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
          manifest: true,
          dts: false,
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
  };
}

module.exports = { createConfig, DEV_API_PORT };
