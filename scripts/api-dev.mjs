#!/usr/bin/env node
// The API while developing: recompiles on change and restarts on DEV_API_PORT (3100). The
// front-end dev servers proxy /api to it, and the site configuration points the shell at the
// remotes' dev servers.
import { spawn } from 'node:child_process';
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
const children = [
  spawn(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: api,
    stdio: 'inherit',
  }),
];
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
