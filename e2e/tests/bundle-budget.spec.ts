import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Bundles from '../../scripts/bench/bundles.mjs';
import { startSite, type RunningSite } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

/**
 * The bench's pages and budgets (scripts/bench/bundles.mjs; kept in step by the test below):
 * 150 KB of gzip for `/` and 165 KB for every other page, which is what the product's required
 * framework (about 123 KB before the site's first line) leaves room for. Each page's ceiling here
 * is its budget itself, so `npm test` fails where `npm run bench -- --only=bundles` would print
 * FAIL. Every figure measured so far is within it, loaded machine included: `/` 142.9-148.6 KB,
 * the others at most 164.9 KB (`/comptia` on 2026-11-29, 0.1 KB under its budget: every page's
 * shared code counts there; docs/PERFORMANCE.md has each page's figures). Not
 * tighter per-page ceilings: the same page measured from 142.9 to 163.7 KB on a loaded machine
 * (what starts near `load` + 1.5 s falls in or out of the window), so they would fail at random.
 */
const HOME_BUDGET_KB = 150;
const OTHER_BUDGET_KB = 165;
const BUNDLE_PAGES = [
  '/',
  '/about-us',
  '/comptia',
  '/comptia/specialist/security-plus',
  '/pecb/privacy/gdpr',
  '/CertificateLookup',
  '/verify-certificate/SB-DEMO-2024',
  '/Gallery',
  '/login',
  '/hi',
  '/ar/comptia/specialist/security-plus',
];
const ceilingKB = (pathname: string) => (pathname === '/' ? HOME_BUDGET_KB : OTHER_BUDGET_KB);
/**
 * The bench module itself. Loaded with the runtime's own `import()`: Playwright compiles what a
 * test imports statically to CommonJS, which an `.mjs` file cannot be.
 */
const loadBench = new Function('url', 'return import(url)') as (
  url: string,
) => Promise<typeof Bundles>;
const benchUrl = pathToFileURL(path.join(__dirname, '../../scripts/bench/bundles.mjs')).href;

// The JavaScript a page loads before it is interactive (docs/PERFORMANCE.md 'What it measures'),
// with the very measurement and server settings of `npm run bench -- --only=bundles`
// (scripts/bench/bundles.mjs; the map embed off, as the bench has it).
test.describe('initial JavaScript budget', () => {
  let site: RunningSite;
  let bench: typeof Bundles;
  test.beforeAll(async () => {
    bench = await loadBench(benchUrl);
    site = await startSite({ SITE_MAP_EMBED_URL: '' });
  });

  test('measures the pages and budgets of the bench', () => {
    expect(bench.BUNDLE_PAGES).toEqual(BUNDLE_PAGES);
    expect(bench.BUNDLE_BUDGETS_KB).toEqual({ home: HOME_BUDGET_KB, other: OTHER_BUDGET_KB });
    expect(bench.bundleBudgetKB('/')).toBe(150);
    expect(bench.bundleBudgetKB('/login')).toBe(165);
    for (const pathname of BUNDLE_PAGES)
      expect(bench.bundleBudgetKB(pathname)).toBe(ceilingKB(pathname));
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  for (const pathname of BUNDLE_PAGES) {
    const ceiling = ceilingKB(pathname);
    test(`${pathname} loads at most ${ceiling} KB of gzip JS and no PDF chunk`, async ({
      browser,
    }) => {
      const result = await bench.measurePage(browser, site.url, pathname);
      const listing = result.files
        .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`)
        .join('\n');
      expect(result.pdfChunks, 'jspdf, html2canvas and qrcode wait for Download PDF').toEqual([]);
      expect(result.files.length, 'scripts were measured').toBeGreaterThan(3);
      expect(result.gzipKB, `gzip KB of ${pathname}:\n${listing}`).toBeLessThanOrEqual(ceiling);
    });
  }
});
