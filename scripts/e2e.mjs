#!/usr/bin/env node
// The end-to-end journeys (`npm run test:e2e`, and `npm test` after the build), in two runs:
// first the project 'alone' (the input-before-hydration races and the byte budgets' time
// window, which must not share the two cores with another browser), then the project
// 'journeys' on four workers (each with its own server and data folder). Arguments (a file,
// -g, --project) make it one plain Playwright run.
// Reports: test-results/e2e-report.json (and e2e-alone-report.json for the first run).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const playwright = path.join(root, 'node_modules/.bin/playwright');
const args = process.argv.slice(2);

function run(extra, report) {
  const result = spawnSync(playwright, ['test', '-c', 'e2e/playwright.config.ts', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_REPORT: path.join(root, 'test-results', report) },
  });
  return result.status ?? 1;
}

if (args.length) process.exit(run(args, 'e2e-report.json'));
const alone = run(['--project=alone'], 'e2e-alone-report.json');
const journeys = run(['--project=journeys'], 'e2e-report.json');
process.exit(alone || journeys);
