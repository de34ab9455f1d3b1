import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Bundles from '../../scripts/bench/bundles.mjs';
import { startSite, type RunningSite } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

/**
 * The bench's pages (scripts/bench/bundles.mjs; kept in step by the test below), each with this
 * suite's ceiling. The budgets of ARCHITECTURE 'Performance budgets' (issue 21) are 130 KB for `/`
 * and 150 KB for every other page: `npm run bench -- --only=bundles` holds the site to them and
 * prints FAIL where it is over. The site does not meet them yet and `npm test` must stay green,
 * so these are regression guards only: 160 KB (the budget before issue 21), or, for the pages
 * first measured with issue 21 and already over it, the highest figure seen then rounded up to
 * the next 5 KB. Not each page's own figure: the same page measured from 142.9 to 163.7 KB on a
 * loaded machine (what starts near `load` + 1.5 s falls in or out of the window), so a tighter
 * ceiling would fail at random. Lower them as the pages meet the budgets.
 */
const CEILINGS_KB: Record<string, number> = {
  '/': 160, // seen 142.9-148.6 KB
  '/about-us': 160, // 142.9-148.7
  '/comptia': 165, // 142.9-163.7
  '/comptia/specialist/security-plus': 160, // 154.2-160.0
  '/pecb/privacy/gdpr': 165, // 160.7
  '/CertificateLookup': 160, // 155.5
  '/verify-certificate/SB-DEMO-2024': 160, // 155.6 rendered with its data (no axios); 176.1 before
  '/Gallery': 160, // 151.1
  '/login': 160, // 153.6
  '/hi': 160, // 147.3-157.3
  '/ar/comptia/specialist/security-plus': 160, // 160.0
};
const BUNDLE_PAGES = Object.keys(CEILINGS_KB);
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

  test('measures the pages and budgets of the bench', () => {
    expect(bench.BUNDLE_PAGES).toEqual(BUNDLE_PAGES);
    expect(bench.BUNDLE_BUDGETS_KB).toEqual({ home: 130, other: 150 });
    expect(bench.bundleBudgetKB('/')).toBe(130);
    expect(bench.bundleBudgetKB('/login')).toBe(150);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  for (const [pathname, ceiling] of Object.entries(CEILINGS_KB)) {
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
