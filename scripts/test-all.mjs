#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + component + API tests (jest), then the end-to-end
// journeys (Playwright in Debian's Chromium against the production build). Ends with the line
// `tests: N passed, N failed` counting every jest and Playwright test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

let passed = 0;
let failed = 0;
const problems = [];

function step(name, cmd, args) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s) ===`);
  if (result.status !== 0) problems.push(name);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('format', bin('prettier'), ['--check', '.']);
step('typecheck', process.execPath, [path.join(root, 'scripts/typecheck.mjs')]);

const jestReport = path.join(results, 'jest-report.json');
rmSync(jestReport, { force: true });
step('unit, component and API tests (jest)', bin('jest'), [
  '--ci',
  // Jest's default on two cores is one worker; the test files share nothing (each API app has
  // its own data folder and PostgreSQL schema), so both cores take files.
  '--maxWorkers=2',
  '--json',
  `--outputFile=${jestReport}`,
]);
const jest = readJson(jestReport);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  if (jest.numTotalTests === 0) problems.push('jest ran no test');
} else {
  problems.push('jest wrote no report');
}

if (step('build', process.execPath, [path.join(root, 'scripts/build-all.mjs'), '--if-needed'])) {
  const reports = ['e2e-alone-report.json', 'e2e-report.json'].map((f) => path.join(results, f));
  for (const report of reports) rmSync(report, { force: true });
  step('end-to-end tests (Playwright, Chromium)', process.execPath, [
    path.join(root, 'scripts/e2e.mjs'),
  ]);
  for (const report of reports) {
    const e2e = readJson(report);
    if (e2e?.stats) {
      passed += e2e.stats.expected + e2e.stats.flaky;
      failed += e2e.stats.unexpected;
      if (e2e.stats.skipped) problems.push(`${e2e.stats.skipped} end-to-end tests skipped`);
    } else {
      problems.push(`Playwright wrote no ${path.basename(report)}`);
    }
  }
}

if (problems.length) console.log(`\nProblems: ${problems.join('; ')}`);
const ok = problems.length === 0 && failed === 0;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
