// @ts-check
// The app's own page (index.html): its template, or a minimal one for a remote that has none.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** @param {{ dir: string, title: string }} app */
function htmlPagePlugin(app) {
  const template = path.join(app.dir, 'public/index.html');
  return new HtmlWebpackPlugin({
    // A remote without its own page gets a minimal one with the #root it renders into.
    ...(fs.existsSync(template)
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
  });
}

module.exports = { htmlPagePlugin };
