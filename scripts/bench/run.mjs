#!/usr/bin/env node
// `npm run bench`: builds what is out of date, serves the production site and measures it
// against the budgets of ARCHITECTURE 'Performance budgets'. Prints a table and writes
// bench-results/<time>.json (and latest.json). docs/PERFORMANCE.md explains the figures.
//   --only=bundles|lighthouse|api   one part (comma-separated for several)
//   --runs=N                        Lighthouse runs per page and preset (default 5; median)
//   --no-build                      measure the dist folders as they are
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startServer } from './server.mjs';

const PARTS = ['bundles', 'lighthouse', 'api'];

function parseArgs(argv) {
  const options = { only: PARTS, runs: 5, build: true };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'only') {
      options.only = value.split(',').map((s) => s.trim());
      const unknown = options.only.filter((p) => !PARTS.includes(p));
      if (unknown.length)
        throw new Error(`--only: unknown part ${unknown}; use ${PARTS.join('|')}`);
    } else if (key === 'runs') {
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs=N, N ≥ 1');
    } else if (key === 'no-build') {
      options.build = false;
    } else {
      throw new Error(`unknown option ${arg}`);
    }
  }
  return options;
}

function printTable(rows) {
  const header = { figure: 'figure', value: 'measured', budget: 'budget', result: 'result' };
  const lines = [header, ...rows.map((r) => ({ ...r, result: r.pass ? 'pass' : 'FAIL' }))];
  const width = (key) => Math.max(...lines.map((l) => String(l[key]).length));
  const w = { figure: width('figure'), value: width('value'), budget: width('budget') };
  for (const [i, l] of lines.entries()) {
    console.log(
      `${String(l.figure).padEnd(w.figure)}  ${String(l.value).padEnd(w.value)}  ${String(l.budget).padEnd(w.budget)}  ${l.result}`,
    );
    if (i === 0) console.log('-'.repeat(w.figure + w.value + w.budget + 12));
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  if (options.build) {
    const built = spawnSync(process.execPath, ['scripts/build-all.mjs', '--if-needed'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the build failed');
  }

  const report = { date: new Date().toISOString(), node: process.version, options, parts: {} };
  const rows = [];
  // The map embed is the one external resource of the pages: SITE_MAP_EMBED_URL= (set by
  // startServer) turns it off, so nothing of the bench reaches the internet.
  if (options.only.includes('bundles') || options.only.includes('lighthouse')) {
    const site = await startServer();
    try {
      if (options.only.includes('bundles')) {
        const { runBundles } = await import('./bundles.mjs');
        console.log('measuring the initial JavaScript of pages...');
        report.parts.bundles = await runBundles(site.url);
        rows.push(...report.parts.bundles.rows);
      }
      if (options.only.includes('lighthouse')) {
        const { runLighthouse } = await import('./lighthouse.mjs');
        console.log(`running Lighthouse (${options.runs} runs per page and preset)...`);
        report.parts.lighthouse = await runLighthouse(site.url, { runs: options.runs });
        rows.push(...report.parts.lighthouse.rows);
      }
    } finally {
      await site.stop();
    }
  }
  if (options.only.includes('api')) {
    const { runApi } = await import('./api.mjs');
    console.log('load-testing the API...');
    report.parts.api = await runApi();
    rows.push(...report.parts.api.rows);
  }

  report.seconds = Math.round((Date.now() - started) / 1000);
  report.passed = rows.every((r) => r.pass);
  report.rows = rows;
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log('');
  printTable(rows);
  const failed = rows.filter((r) => !r.pass).length;
  console.log(
    `\n${rows.length - failed} of ${rows.length} within budget; ${report.seconds} s; report: ${path.relative(root, file)}`,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
