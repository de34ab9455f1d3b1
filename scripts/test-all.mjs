#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + component + API tests (jest), then the end-to-end
// journeys (Playwright in Debian's Chromium against the production build). Ends with the line
// `tests: N passed, N failed` counting every jest and Playwright test.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Steps that share nothing, run at once: each is one process on one core, so on two cores the
 * three checks take about as long as the longest instead of their sum. Each step's output is
 * printed whole when it ends.
 */
async function concurrentSteps(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(
              `\n=== ${name} ===\n${output}=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s) ===`,
            );
            resolve({ name, ok: code === 0 });
          });
        }),
    ),
  );
  for (const { name, ok } of outcomes) if (!ok) problems.push(name);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The titles of the tests Playwright reports as flaky (failed, then passed on a retry). */
function flakyTests(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky')
          found.push([...titles, spec.title].filter(Boolean).join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

const checksStarted = Date.now();
await concurrentSteps([
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.']],
  ['typecheck', process.execPath, [path.join(root, 'scripts/typecheck.mjs')]],
]);
console.log(
  `=== lint, format and typecheck together: ${((Date.now() - checksStarted) / 1000).toFixed(1)} s ===`,
);

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
      for (const title of flakyTests(e2e))
        console.log(`Flaky (failed, then passed on its retry): ${title}`);
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
