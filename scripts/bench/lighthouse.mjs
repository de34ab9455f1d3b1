// (2) Lighthouse 12, mobile and desktop presets, in Debian's Chromium; the median of N runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_FLAGS, CHROME_PATH } from './server.mjs';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/about-us',
  '/comptia/specialist/security-plus',
  '/CertificateLookup',
  '/Gallery',
  // The same pages in Devanagari and Arabic script (issue 17): their fonts and dictionaries.
  '/hi',
  '/ar/comptia/specialist/security-plus',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const LIGHTHOUSE_BUDGETS = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95 },
  desktop: { performance: 98, accessibility: 100, 'best-practices': 95, seo: 95 },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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
    if (!result.lhr.runtimeError) return result.lhr;
    lastError = new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  throw lastError;
}

export async function runLighthouse(baseUrl, { runs = 3 } = {}) {
  // One browser for every run; each run opens its own tab with a clean storage.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  const rows = [];
  const details = [];
  try {
    for (const preset of ['mobile', 'desktop']) {
      for (const pathname of LIGHTHOUSE_PAGES) {
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
        const metrics = { lcpMs: [], tbtMs: [], cls: [], fcpMs: [] };
        let audits = [];
        for (let i = 0; i < runs; i++) {
          const lhr = await auditOnce(chrome.port, baseUrl + pathname, preset);
          for (const c of CATEGORIES) scores[c].push(Math.round(lhr.categories[c].score * 100));
          metrics.lcpMs.push(lhr.audits['largest-contentful-paint'].numericValue);
          metrics.fcpMs.push(lhr.audits['first-contentful-paint'].numericValue);
          metrics.tbtMs.push(lhr.audits['total-blocking-time'].numericValue);
          metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
          audits = [...new Set([...audits, ...failingAudits(lhr)])];
        }
        const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])]));
        const metricMedians = Object.fromEntries(
          Object.entries(metrics).map(([k, v]) => [k, Math.round(median(v) * 1000) / 1000]),
        );
        details.push({
          preset,
          page: pathname,
          runs,
          scores,
          medians,
          metrics: metricMedians,
          audits,
        });
        for (const c of CATEGORIES) {
          const budget = LIGHTHOUSE_BUDGETS[preset][c];
          rows.push({
            figure: `lighthouse ${preset} ${c} ${pathname}`,
            value: `${medians[c]} (runs ${scores[c].join('/')})`,
            budget: budget === 100 ? '100' : `≥ ${budget}`,
            pass: medians[c] >= budget,
          });
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return { rows, details };
}
