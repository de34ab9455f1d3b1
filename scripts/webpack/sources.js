// @ts-check
// How an app's sources are found and compiled: module resolution and the loader rules.
const path = require('node:path');
const { styledComponentsTransformers } = require('./styled-components-transformers');

const root = path.resolve(__dirname, '../..');

function resolveOptions() {
  return {
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
  };
}

/** @param {{ dir: string }} app */
function moduleRules(app) {
  return [
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
  ];
}

module.exports = { resolveOptions, moduleRules };
