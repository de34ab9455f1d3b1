#!/usr/bin/env node
// The API while developing: recompiles on change and restarts on DEV_API_PORT (3100). The
// front-end dev servers proxy /api to it, and the site configuration points the shell at the
// remotes' dev servers.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'api');
const port = process.env.DEV_API_PORT || '3100';

const env = {
  ...process.env,
  PORT: port,
  HOST: process.env.HOST || '127.0.0.1',
  REMOTE_CATALOG_URL: process.env.REMOTE_CATALOG_URL || 'http://localhost:3001/mf-manifest.json',
  REMOTE_ACCOUNT_URL: process.env.REMOTE_ACCOUNT_URL || 'http://localhost:3002/mf-manifest.json',
  REMOTE_CERTIFICATES_URL:
    process.env.REMOTE_CERTIFICATES_URL || 'http://localhost:3003/mf-manifest.json',
  REMOTE_PAYMENTS_URL: process.env.REMOTE_PAYMENTS_URL || 'http://localhost:3004/mf-manifest.json',
};

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const contracts = path.join(root, 'contracts');
// The API compiles against the contracts' declarations (contracts/dist): build them once first,
// then keep both up to date.
const first = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
  cwd: contracts,
  stdio: 'inherit',
});
if (first.status !== 0) process.exit(first.status ?? 1);
const watch = (cwd) =>
  spawn(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd,
    stdio: 'inherit',
  });
const children = [watch(contracts), watch(api)];
// Give the first compile a moment, then run the server under node's own watcher.
setTimeout(() => {
  children.push(
    spawn(process.execPath, ['--watch', 'dist/server.js'], { cwd: api, stdio: 'inherit', env }),
  );
}, 4000);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
