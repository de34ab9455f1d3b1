// @ts-check
// Minification, the same for an app's build and a remote's standalone runtime.
const TerserPlugin = require('terser-webpack-plugin');

/** @param {boolean} production */
function optimization(production) {
  return {
    minimize: production,
    minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
  };
}

module.exports = { optimization };
