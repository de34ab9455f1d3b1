// @ts-check
// One webpack + Module Federation configuration for the shell and the four remotes. The parts
// live beside this file: sources.js (resolution, loaders), federation.js (the federation plugin,
// its shared singletons and ./facades.js), html-page.js, optimization.js, dev-server.js, and
// standalone-runtime.js (a remote's second build in production).
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { moduleRules, resolveOptions } = require('./sources');
const { federationPlugin, externalRuntimeOptions } = require('./federation');
const { htmlPagePlugin } = require('./html-page');
const { optimization } = require('./optimization');
const { devServer, DEV_API_PORT } = require('./dev-server');
const { standaloneRuntimeConfig, StandaloneRuntimeTagPlugin } = require('./standalone-runtime');

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
    resolve: resolveOptions(),
    module: { rules: moduleRules(app) },
    plugins: [
      // styled-components writes its rules as text into its <style> element, not through
      // insertRule: Chromium kept a stylesheet's media query results from before a window
      // resize when rules came through insertRule while a Hindi or Arabic page loaded its script
      // font (the top bar stayed in its 1366 px row at 360 px, 3 loads in 36), and never with
      // text. The browser parses the sheet again on its next style update, once for a render's
      // rules.
      new DefinePlugin({ SC_DISABLE_SPEEDY: 'true' }),
      federationPlugin(app, runtimeExperiments),
      htmlPagePlugin(app),
      ...(runtimeExperiments.externalRuntime ? [new StandaloneRuntimeTagPlugin()] : []),
    ],
    optimization: optimization(production),
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    devServer: devServer(app),
  };
}

module.exports = { createConfig, DEV_API_PORT };
