// (2) Lighthouse 12, mobile and desktop presets, in Debian's Chromium; the median of N runs.
// With --compare, the same runs on another site, alternating with this one's (run.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import compare from './compare.cjs';
import { BENCH_PAGES } from './pages.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './server.mjs';

const { PRESETS, median, runOrder, comparisonRows } = compare;

export const LIGHTHOUSE_PAGES = BENCH_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Budgets (docs/PERFORMANCE.md 'What it measures'): category scores, the median of the runs. */
export const LIGHTHOUSE_BUDGETS = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 95, seo: 95 },
};
/** And, on mobile, two of the metrics themselves (medians, milliseconds). */
export const LIGHTHOUSE_METRIC_BUDGETS = {
  mobile: { tbtMs: 150, lcpMs: 1500 },
};
const METRIC_LABELS = { tbtMs: 'total blocking time', lcpMs: 'LCP' };

/** The audits that cost points in a run, to show why a score is below 100. */
function failingAudits(lhr) {
  const out = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        out.push(`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  return out;
}

/** The bytes of JavaScript the page transferred (compressed, headers included), every script. */
function jsTransferBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** One run's figures. */
function figures(lhr) {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
    ),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsTransferBytes: jsTransferBytes(lhr),
    audits: failingAudits(lhr),
  };
}

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART, seen now and then
 * with headless Chromium) is tried again, twice at most. */
async function auditOnce(port, url, preset) {
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) {
      lastError = new Error(`${url}: Lighthouse returned no report`);
    } else if (!result.lhr.runtimeError) {
      return result.lhr;
    } else {
      const { code, message } = result.lhr.runtimeError;
      lastError = new Error(`${url}: ${code}: ${message}`);
    }
  }
  throw lastError;
}

/**
 * Before any run: every page of the other site must answer (2xx after redirects) within 15 s.
 * Throws one sentence naming the page and why (refused, DNS, certificate, status, timeout).
 */
export async function checkCompareTargets(urls) {
  for (const url of new Set(urls)) {
    let response;
    try {
      // As a browser navigation asks: a single-page app's server may answer a client-side
      // route with its HTML only to a request that accepts HTML (this site's does).
      response = await fetch(url, {
        redirect: 'follow',
        signal: AbortSignal.timeout(15_000),
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      await response.arrayBuffer();
    } catch (error) {
      const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? error;
      throw new Error(`--compare: ${url} cannot be reached (${cause})`);
    }
    if (!response.ok) {
      throw new Error(`--compare: ${url} answered ${response.status} ${response.statusText}`);
    }
  }
}

const rounded = (n) => Math.round(n * 1000) / 1000;

const withoutAudits = (run) =>
  Object.fromEntries(Object.entries(run).filter(([k]) => k !== 'audits'));

/** The medians of one side's runs of one page. */
function summarize(runs) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, runs.map((r) => r.scores[c])]));
  const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])]));
  const metrics = Object.fromEntries(
    ['lcpMs', 'tbtMs', 'cls', 'fcpMs', 'jsTransferBytes'].map((k) => [
      k,
      rounded(median(runs.map((r) => r[k]))),
    ]),
  );
  const audits = [...new Set(runs.flatMap((r) => r.audits))];
  return { scores, medians, metrics, audits, perRun: runs.map(withoutAudits) };
}

function budgetRows(preset, pathname, summary) {
  const rows = [];
  for (const c of CATEGORIES) {
    const budget = LIGHTHOUSE_BUDGETS[preset][c];
    rows.push({
      figure: `lighthouse ${preset} ${c} ${pathname}`,
      value: `${summary.medians[c]} (runs ${summary.scores[c].join('/')})`,
      budget: budget === 100 ? '100' : `≥ ${budget}`,
      pass: summary.medians[c] >= budget,
    });
  }
  for (const [key, budget] of Object.entries(LIGHTHOUSE_METRIC_BUDGETS[preset] ?? {})) {
    const value = summary.metrics[key];
    const runs = summary.perRun.map((r) => Math.round(r[key])).join('/');
    rows.push({
      figure: `lighthouse ${preset} ${METRIC_LABELS[key]} ${pathname}`,
      value: `${Math.round(value)} ms (runs ${runs})`,
      budget: budget >= 1000 ? `≤ ${budget / 1000} s` : `≤ ${budget} ms`,
      pass: value <= budget,
    });
  }
  return rows;
}

/**
 * `plan`: options.cjs `lighthousePlan` (this site's pages, each with the other site's page it is
 * compared with, or null). Runs in the order of compare.cjs `runOrder`.
 */
export async function runLighthouse(
  baseUrl,
  { runs = 5, plan = LIGHTHOUSE_PAGES.map((page) => ({ page, other: null })) } = {},
) {
  // One browser for every run; each run opens its own tab with a clean storage.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  const results = new Map();
  const key = (preset, index, side) => `${preset} ${index} ${side}`;
  try {
    for (const step of runOrder(plan, runs)) {
      const entry = plan[step.index];
      const url = step.side === 'this' ? baseUrl + entry.page : entry.other;
      let lhr;
      try {
        lhr = await auditOnce(chrome.port, url, step.preset);
      } catch (error) {
        if (step.side === 'other') {
          throw new Error(
            `--compare: the other site failed to load in Lighthouse: ${error.message}`,
          );
        }
        throw error;
      }
      const k = key(step.preset, step.index, step.side);
      results.set(k, [...(results.get(k) ?? []), figures(lhr)]);
    }
  } finally {
    await chrome.kill();
  }

  const rows = [];
  const details = [];
  const otherDetails = [];
  const summaries = new Map();
  for (const preset of PRESETS) {
    for (const [index, entry] of plan.entries()) {
      const mine = summarize(results.get(key(preset, index, 'this')));
      summaries.set(key(preset, index, 'this'), mine);
      details.push({ preset, page: entry.page, runs, ...mine });
      rows.push(...budgetRows(preset, entry.page, mine));
      if (entry.other) {
        const theirs = summarize(results.get(key(preset, index, 'other')));
        summaries.set(key(preset, index, 'other'), theirs);
        otherDetails.push({ preset, page: entry.other, comparedWith: entry.page, runs, ...theirs });
      }
    }
  }
  if (!otherDetails.length) return { rows, details };

  const medians = (preset, index, side) => {
    const s = summaries.get(key(preset, index, side));
    return { performance: s.medians.performance, ...s.metrics };
  };
  return {
    rows,
    details,
    compare: {
      ratio: 'other ÷ this',
      pairs: plan.filter((e) => e.other).map(({ page, other }) => ({ page, other })),
      details: otherDetails,
      rows: comparisonRows(plan, medians),
    },
  };
}
