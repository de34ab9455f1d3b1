#!/usr/bin/env node
// `npm run bench`: builds what is out of date, serves the production site and measures it
// against its budgets (docs/PERFORMANCE.md 'What it measures'). Prints a table and writes
// bench-results/<time>.json (and latest.json). docs/PERFORMANCE.md explains the figures.
//   --only=bundles|lighthouse|api|checkout|scale|load   one part (comma-separated for several);
//                                   load is the request mix on one and two instances (PostgreSQL
//                                   and Redis: TEST_DATABASE_URL, TEST_REDIS_URL)
//   --scale                         the lists, searches and lookups over the database that
//                                   `npm run seed:scale` filled (DATA_DIR, or DATABASE_URL)
//   --runs=N                        Lighthouse runs per page and preset (default 5; median)
//   --no-build                      measure the dist folders as they are
//   --pages=/a,/b                   measure only these pages (bundles and Lighthouse)
//   --compare=<url>                 the same Lighthouse runs on another site, alternating with
//                                   this one's, and a table of both with other ÷ this ratios
//   --compare-paths=/x,/y           with --compare=<origin>: the other site's pages, in order
// (every valued option also as `--key value`). options.cjs says how pages are paired.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import compare from './compare.cjs';
import cli from './options.cjs';
import { BENCH_PAGES } from './pages.mjs';
import { root, startServer } from './server.mjs';

const { formatBudgetTable, formatComparison } = compare;
const { parseArgs, lighthousePlan } = cli;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const pages = options.pages ?? BENCH_PAGES;
  const plan = lighthousePlan(pages, options.compare, options.comparePaths);
  const started = Date.now();
  if (options.compare) {
    // Before building or measuring anything: a site that cannot be reached ends the run here.
    const { checkCompareTargets } = await import('./lighthouse.mjs');
    const targets = plan.filter((e) => e.other).map((e) => e.other);
    console.log(`checking the ${targets.length} page(s) of ${options.compare.origin}...`);
    await checkCompareTargets(targets);
  }
  if (options.build) {
    const built = spawnSync(process.execPath, ['scripts/build-all.mjs', '--if-needed'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the build failed');
  }

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    options: { ...options, compare: options.compare?.href ?? null, pages },
    parts: {},
  };
  const rows = [];
  // The map embed is the one external resource of the pages: SITE_MAP_EMBED_URL= (set by
  // startServer) turns it off, so nothing of the bench reaches the internet.
  if (options.only.includes('bundles') || options.only.includes('lighthouse')) {
    const site = await startServer();
    try {
      if (options.only.includes('bundles')) {
        const { runBundles } = await import('./bundles.mjs');
        console.log('measuring the initial JavaScript of pages...');
        report.parts.bundles = await runBundles(site.url, { pages });
        rows.push(...report.parts.bundles.rows);
      }
      if (options.only.includes('lighthouse')) {
        const { runLighthouse } = await import('./lighthouse.mjs');
        console.log(
          `running Lighthouse (${options.runs} run${options.runs === 1 ? '' : 's'} per page and preset` +
            `${options.compare ? `, alternating with ${options.compare.origin}` : ''})...`,
        );
        report.parts.lighthouse = await runLighthouse(site.url, { runs: options.runs, plan });
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

  if (options.only.includes('checkout')) {
    const { runCheckout } = await import('./checkout.mjs');
    console.log('measuring the checkout (order placement, the staff orders list)...');
    report.parts.checkout = await runCheckout();
    rows.push(...report.parts.checkout.rows);
  }

  if (options.only.includes('scale')) {
    const { runScale } = await import('./scale.mjs');
    console.log('measuring the lists and lookups over the generated database...');
    report.parts.scale = await runScale();
    rows.push(...report.parts.scale.rows);
  }

  if (options.only.includes('load')) {
    const { runLoadMix } = await import('./load-mix.mjs');
    console.log('the request mix on one and then two API instances (PostgreSQL and Redis)...');
    report.parts.load = await runLoadMix();
    rows.push(...report.parts.load.rows);
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
  for (const line of formatBudgetTable(rows)) console.log(line);
  const failed = rows.filter((r) => !r.pass).length;
  console.log(`\n${rows.length - failed} of ${rows.length} within budget`);
  const compared = report.parts.lighthouse?.compare;
  if (compared) {
    console.log('');
    for (const line of formatComparison(compared.rows, { runs: options.runs })) console.log(line);
  }
  console.log(`\n${report.seconds} s; report: ${path.relative(root, file)}`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
