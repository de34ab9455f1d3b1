#!/usr/bin/env node
// `node scripts/bench/trace.mjs`: where the main thread's time goes while a page starts.
// Loads each page in Debian's Chromium with the CPU really slowed down 4x (Lighthouse's
// 'devtools' throttling: Chromium's own CPU throttling while the trace records, no network
// throttling, so the figures are the CPU's), N times, and prints the median main-thread time by
// category (Lighthouse's mainthread-work-breakdown: script evaluation, parse and compile,
// style and layout, paint, HTML parsing, garbage collection, other), the scripts that cost
// most (bootup-time) and the total blocking time. docs/PERFORMANCE.md 'Long tasks' holds the
// figures measured with it.
//   --runs=N          loads per page (default 3; median)
//   --pages=/a,/b     the pages (default: the home page and a course page)
//   --no-build        measure the dist folders as they are
//   --url=<origin>    measure a running site instead of starting this one
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import compare from './compare.cjs';
import benchOptions from './options.cjs';
import { CHROME_FLAGS, CHROME_PATH, root, startServer } from './server.mjs';

const { median } = compare;
const { TRACE_PAGES, parseTraceArgs } = benchOptions;

const GROUPS = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'garbageCollection',
  'other',
];

const SETTINGS = {
  formFactor: 'mobile',
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75 },
  throttlingMethod: 'devtools',
  throttling: {
    cpuSlowdownMultiplier: 4,
    rttMs: 0,
    throughputKbps: 0,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
  onlyAudits: [
    'mainthread-work-breakdown',
    'bootup-time',
    'total-blocking-time',
    'long-tasks',
    'largest-contentful-paint',
  ],
  output: 'json',
  logLevel: 'error',
};

async function traceOnce(port, url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, ...SETTINGS });
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

/** One page, `runs` loads: the medians by category and by script, and the long tasks. */
export async function tracePage(port, url, runs) {
  const groups = Object.fromEntries(GROUPS.map((g) => [g, []]));
  const scripts = new Map();
  const tbt = [];
  const lcp = [];
  const longTasks = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await traceOnce(port, url);
    const byGroup = Object.fromEntries(GROUPS.map((g) => [g, 0]));
    for (const item of lhr.audits['mainthread-work-breakdown'].details?.items ?? [])
      byGroup[item.group] = (byGroup[item.group] ?? 0) + item.duration;
    for (const g of GROUPS) groups[g].push(byGroup[g]);
    for (const item of lhr.audits['bootup-time'].details?.items ?? []) {
      const name = String(item.url).replace(/^https?:\/\/[^/]+/, '');
      if (!scripts.has(name)) scripts.set(name, []);
      scripts.get(name).push(item.total);
    }
    tbt.push(lhr.audits['total-blocking-time'].numericValue);
    lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
    longTasks.push(
      (lhr.audits['long-tasks'].details?.items ?? []).map((t) => ({
        url: String(t.url).replace(/^https?:\/\/[^/]+/, ''),
        startTime: Math.round(t.startTime),
        duration: Math.round(t.duration),
      })),
    );
  }
  const byCategory = Object.fromEntries(GROUPS.map((g) => [g, Math.round(median(groups[g]))]));
  const total = Object.values(byCategory).reduce((a, b) => a + b, 0);
  const topScripts = [...scripts.entries()]
    .map(([name, values]) => ({ script: name, ms: Math.round(median(values)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  return {
    byCategory,
    total,
    tbtMs: Math.round(median(tbt)),
    lcpMs: Math.round(median(lcp)),
    topScripts,
    longTasks,
  };
}

export async function runTrace(baseUrl, { runs = 3, pages = TRACE_PAGES } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const page of pages)
      results.push({ page, ...(await tracePage(chrome.port, baseUrl + page, runs)) });
  } finally {
    await chrome.kill();
  }
  return results;
}

function print(results, runs) {
  console.log(`\nmain-thread time at 4x CPU slowdown, median of ${runs} (ms)`);
  const pages = results.map((r) => r.page);
  const width = Math.max(20, ...pages.map((p) => p.length)) + 2;
  console.log('category'.padEnd(22) + pages.map((p) => p.padStart(width)).join(''));
  for (const g of [...GROUPS, 'total']) {
    const cells = results.map((r) => String(g === 'total' ? r.total : r.byCategory[g]));
    console.log(g.padEnd(22) + cells.map((c) => c.padStart(width)).join(''));
  }
  console.log(
    'total blocking time'.padEnd(22) + results.map((r) => String(r.tbtMs).padStart(width)).join(''),
  );
  console.log('LCP'.padEnd(22) + results.map((r) => String(r.lcpMs).padStart(width)).join(''));
  for (const r of results) {
    console.log(`\n${r.page}: scripts by main-thread time (ms)`);
    for (const s of r.topScripts) console.log(`  ${String(s.ms).padStart(5)}  ${s.script}`);
  }
}

async function main() {
  const options = parseTraceArgs(process.argv.slice(2));
  if (options.build && !options.url) {
    const built = spawnSync(process.execPath, ['scripts/build-all.mjs', '--if-needed'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const site = options.url ? null : await startServer();
  let results;
  try {
    results = await runTrace(options.url ?? site.url, options);
  } finally {
    await site?.stop();
  }
  print(results, options.runs);
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), options, results }, null, 2),
  );
  console.log(`\nreport: ${path.relative(root, file)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
