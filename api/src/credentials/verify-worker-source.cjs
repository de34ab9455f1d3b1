// Loaded into the verification and signing workers (verify-pool.ts, sign-pool.ts) only when the
// API runs from its TypeScript source, as under jest (@swc/jest compiles the source for the
// test's own thread, never for a worker thread). It compiles each required `.ts` file with
// @swc/core, as @swc/jest would. The built API (api/dist) runs the compiled verify-worker.js and
// sign-worker.js and never loads this file.
'use strict';
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
