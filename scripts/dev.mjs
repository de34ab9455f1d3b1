#!/usr/bin/env node
// `npm run dev`: the API and the five webpack dev servers (hot reload) together.
// Shell http://localhost:3000 (proxies /api), remotes on 3001-3004, API on 3100.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpack = path.join(root, 'node_modules/webpack/bin/webpack.js');

const processes = [
  ['api', [path.join(root, 'scripts/api-dev.mjs')], root],
  ...['mfe-catalog', 'mfe-account', 'mfe-certificates', 'mfe-payments', 'shell'].map((pkg) => [
    pkg,
    [webpack, 'serve', '--mode', 'development'],
    path.join(root, pkg),
  ]),
];

const children = processes.map(([name, args, cwd]) => {
  const child = spawn(process.execPath, args, {
    cwd,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  return child;
});

console.log(
  'Dev servers starting: open http://localhost:3000 (API on 3100, remotes on 3001-3004).',
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
