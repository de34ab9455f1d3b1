import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Bundles from '../../scripts/bench/bundles.mjs';
import { startSite, type RunningSite } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

/** The bench's pages and budget (scripts/bench/bundles.mjs; kept in step by the test below). */
const BUNDLE_PAGES = [
  '/',
  '/CertificateLookup',
  '/comptia/specialist/security-plus',
  '/login',
  '/hi',
  '/ar/comptia/specialist/security-plus',
];
const BUNDLE_BUDGET_KB = 160;
/**
 * The bench module itself. Loaded with the runtime's own `import()`: Playwright compiles what a
 * test imports statically to CommonJS, which an `.mjs` file cannot be.
 */
const loadBench = new Function('url', 'return import(url)') as (
  url: string,
) => Promise<typeof Bundles>;
const benchUrl = pathToFileURL(path.join(__dirname, '../../scripts/bench/bundles.mjs')).href;

// ARCHITECTURE 'Performance budgets': the JavaScript a page loads before it is interactive, with
// the very measurement and server settings of `npm run bench -- --only=bundles`
// (scripts/bench/bundles.mjs; the map embed off, as the bench has it).
test.describe('initial JavaScript budget', () => {
  let site: RunningSite;
  let bench: typeof Bundles;
  test.beforeAll(async () => {
    bench = await loadBench(benchUrl);
    site = await startSite({ SITE_MAP_EMBED_URL: '' });
  });

  test('measures the pages and budget of the bench', () => {
    expect(bench.BUNDLE_PAGES).toEqual(BUNDLE_PAGES);
    expect(bench.BUNDLE_BUDGET_KB).toBe(BUNDLE_BUDGET_KB);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  for (const pathname of BUNDLE_PAGES) {
    test(`${pathname} loads at most ${BUNDLE_BUDGET_KB} KB of gzip JS and no PDF chunk`, async ({
      browser,
    }) => {
      const result = await bench.measurePage(browser, site.url, pathname);
      const listing = result.files
        .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`)
        .join('\n');
      expect(result.pdfChunks, 'jspdf, html2canvas and qrcode wait for Download PDF').toEqual([]);
      expect(result.files.length, 'scripts were measured').toBeGreaterThan(3);
      expect(result.gzipKB, `gzip KB of ${pathname}:\n${listing}`).toBeLessThanOrEqual(
        BUNDLE_BUDGET_KB,
      );
    });
  }
});
