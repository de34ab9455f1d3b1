#!/usr/bin/env node
// `npm start`: build whatever is not built yet (with progress), then serve the whole site -
// the shell, the four remotes and the API - on one port (PORT, default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const built = await run([path.join(root, 'scripts/build-all.mjs'), '--if-needed']);
if (built !== 0) process.exit(built);
process.exit(await run([path.join(root, 'api/dist/server.js')]));
