#!/usr/bin/env node
// Builds the shared-config front ends (shell + four remotes), the shell's server render (the
// prerendered public routes, docs/PERFORMANCE.md 'Prerendering') and the API, showing progress.
// `--if-needed` skips any package whose dist is newer than its sources.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifNeeded = process.argv.includes('--if-needed');

export const frontEnds = [
  'mfe-catalog',
  'mfe-account',
  'mfe-certificates',
  'mfe-payments',
  'shell',
];

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function upToDate(pkg, marker, inputs) {
  const out = path.join(root, pkg, marker);
  if (!existsSync(out)) return false;
  const built = statSync(out).mtimeMs;
  return inputs.every((dir) => newest(path.join(root, dir)) <= built);
}

/**
 * Runs one build; its output is printed whole when it ends, so that two builds at once do not
 * interleave their lines (an error comes with the output of its own build).
 */
function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`));
    });
  });
}

const steps = [
  ...frontEnds.map((pkg) => ({
    pkg,
    marker: 'dist/index.html',
    inputs: [pkg, 'shared/src', 'contracts/src', 'scripts/webpack'],
    cmd: ['npx', ['webpack', '--mode', 'production']],
  })),
  {
    // After the front ends: the same sources, rendered on the server (shell/dist-ssr/render.js).
    pkg: 'shell',
    name: 'shell (server render)',
    marker: 'dist-ssr/render.js',
    inputs: [
      ...frontEnds.map((pkg) => `${pkg}/src`),
      'shared/src',
      'contracts/src',
      'scripts/prerender',
    ],
    cmd: ['npx', ['webpack', '--config', '../scripts/prerender/webpack.config.js']],
  },
  {
    // The API runs the contracts as JavaScript (contracts/dist); the front ends bundle the source.
    pkg: 'contracts',
    marker: 'dist/index.js',
    clean: 'dist',
    inputs: ['contracts/src'],
    cmd: ['npx', ['tsc', '-p', 'tsconfig.build.json']],
  },
  {
    pkg: 'api',
    // It compiles against contracts/dist.
    after: 'contracts',
    marker: 'dist/server.js',
    // tsc never removes what it no longer writes: a module moved or deleted in the source would
    // stay in dist and could still be loaded (dist/db/migrations.js shadowing the new
    // dist/db/migrations/ folder did).
    clean: 'dist',
    inputs: ['api/src', 'contracts/src'],
    cmd: ['npx', ['tsc', '-p', 'tsconfig.build.json']],
  },
];

// Two builds at a time: each is mostly one process on one core, and the packages build
// independently (the API after the contracts it compiles against).
const WORKERS = 2;
const started = Date.now();
const done = new Map();
const pending = steps.map((step, i) => ({
  ...step,
  label: `[${i + 1}/${steps.length}] ${step.name ?? step.pkg}`,
}));

async function build(step) {
  if (step.after) await done.get(step.after);
  if (ifNeeded && upToDate(step.pkg, step.marker, step.inputs)) {
    console.log(`${step.label}: up to date`);
    return;
  }
  const t0 = Date.now();
  console.log(`${step.label}: building...`);
  if (step.clean) rmSync(path.join(root, step.pkg, step.clean), { recursive: true, force: true });
  await run(step.cmd[0], step.cmd[1], path.join(root, step.pkg));
  console.log(`${step.label}: built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function worker() {
  for (let step = pending.shift(); step; step = pending.shift()) {
    const finished = build(step);
    // What waits on a package (the API on the contracts) waits on this build by its name.
    if (!step.name) done.set(step.pkg, finished);
    await finished;
  }
}

await Promise.all(Array.from({ length: WORKERS }, worker));
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
