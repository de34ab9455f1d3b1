// (1) The JavaScript a page loads before it is interactive, as gzip bytes, in Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BENCH_PAGES } from './pages.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './server.mjs';

/**
 * Initial JavaScript budgets, gzip KB: the home page, and every other page. The framework the
 * product requires (react-dom, the router, styled-components, redux and the federation runtime)
 * weighs about 123 KB before the site's first line (docs/PERFORMANCE.md 'What is left').
 */
export const BUNDLE_BUDGETS_KB = { home: 150, other: 165 };
export const bundleBudgetKB = (pathname) =>
  pathname === '/' ? BUNDLE_BUDGETS_KB.home : BUNDLE_BUDGETS_KB.other;
export const BUNDLE_PAGES = BENCH_PAGES;
/** After `load`, what starts within this window counts; web-vitals (load + 2 s) does not. */
export const AFTER_LOAD_MS = 1_500;
/** jspdf, html2canvas and qrcode live in chunks named pdf-*; none may be in a first load. */
const PDF_CHUNK = /(^|\/)pdf-[^/]*\.js/;

/**
 * Loads `pathname` in a fresh context and records every script the page requests from
 * navigation until `load` + AFTER_LOAD_MS, then waits for those responses (network idle).
 * Both times are the browser's own (the request's start, the navigation's loadEventStart), so a
 * busy machine that delays the events reaching this process does not move scripts in or out of
 * the window. Nothing is clicked, so what only an interaction would load is not counted. Sizes
 * are the gzip size of each script's bytes (level 9, what the server's compression would at most
 * send); a body the browser no longer holds is fetched again. The e2e suite's budget test
 * (e2e/tests/bundle-budget.spec.ts) uses this same measurement.
 */
export async function measurePage(browser, baseUrl, pathname) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return;
    const body = response
      .body()
      .catch(() => context.request.get(response.url()).then((again) => again.body()));
    // A failed refetch is a failed measurement, not a script of 0 bytes.
    body.catch(() => {});
    scripts.set(response.url(), { startedAt: request.timing().startTime, body });
  });
  await page.goto(baseUrl + pathname, { waitUntil: 'load' });
  const loadAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return performance.timeOrigin + navigation.loadEventStart;
  });
  await page.waitForTimeout(AFTER_LOAD_MS);
  await page.waitForLoadState('networkidle');
  const inWindow = [...scripts].filter(([, s]) => s.startedAt <= loadAt + AFTER_LOAD_MS);
  const files = [];
  for (const [url, { body }] of inWindow) {
    const bytes = await body;
    files.push({
      file: new URL(url).pathname,
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    });
  }
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const pdfChunks = files.filter((f) => PDF_CHUNK.test(f.file)).map((f) => f.file);
  return { page: pathname, gzipKB: round(gzip / 1024), files, pdfChunks };
}

const round = (n) => Math.round(n * 10) / 10;

export async function runBundles(baseUrl, { pages = BUNDLE_PAGES } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const rows = [];
  const details = [];
  try {
    for (const pathname of pages) {
      const result = await measurePage(browser, baseUrl, pathname);
      const budget = bundleBudgetKB(pathname);
      details.push({ ...result, budgetKB: budget });
      rows.push({
        figure: `initial JS (gzip) ${pathname}`,
        value: `${result.gzipKB} KB`,
        budget: `≤ ${budget} KB`,
        pass: result.gzipKB <= budget,
      });
      rows.push({
        figure: `no pdf-* chunk in ${pathname}`,
        value: result.pdfChunks.length ? result.pdfChunks.join(', ') : 'none',
        budget: 'none',
        pass: result.pdfChunks.length === 0,
      });
    }
  } finally {
    await browser.close();
  }
  return { rows, details };
}
