// Types for bundles.mjs, which the e2e suite's budget test imports (e2e/tests/bundle-budget.spec.ts).
import type { Browser } from 'playwright-core';

export declare const BUNDLE_BUDGETS_KB: { home: number; other: number };
export declare function bundleBudgetKB(pathname: string): number;
export declare const BUNDLE_PAGES: string[];
export declare const AFTER_LOAD_MS: number;

export interface MeasuredPage {
  page: string;
  gzipKB: number;
  files: Array<{ file: string; bytes: number; gzip: number }>;
  pdfChunks: string[];
}

export declare function measurePage(
  browser: Browser,
  baseUrl: string,
  pathname: string,
): Promise<MeasuredPage>;

export declare function runBundles(
  baseUrl: string,
  options?: { pages?: string[] },
): Promise<{
  rows: Array<{ figure: string; value: string; budget: string; pass: boolean }>;
  details: Array<MeasuredPage & { budgetKB: number }>;
}>;
