#!/usr/bin/env node
// `npm run typecheck`: every package's TypeScript program, tests included.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = [
  'contracts',
  'shared',
  'shell',
  'mfe-catalog',
  'mfe-account',
  'mfe-certificates',
  'mfe-payments',
  'api',
  'e2e',
];

let failed = 0;
for (const project of projects) {
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', path.join(root, project, 'tsconfig.json'), '--noEmit'],
    {
      stdio: 'inherit',
    },
  );
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
