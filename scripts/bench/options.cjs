// The command line of `npm run bench` (scripts/bench/run.mjs) and, from it, which page of this
// site Lighthouse pairs with which page of the site given by --compare. Pure functions, CommonJS
// so that jest's CommonJS sandbox can test them (scripts/bench/options.test.js).

const PARTS = ['bundles', 'lighthouse', 'api', 'checkout', 'scale', 'load'];
/**
 * What `npm run bench` measures unless told: the scale part needs a generated database, and the
 * load mix PostgreSQL and Redis and a few minutes.
 */
const DEFAULT_PARTS = ['bundles', 'lighthouse', 'api', 'checkout'];
/** Options that take a value, as `--key=value` or `--key value`. */
const VALUED = ['only', 'runs', 'pages', 'compare', 'compare-paths'];

/** `/a, /b` → ['/a', '/b']; each must be a path of the site (starts with one `/`). */
function parsePaths(option, value) {
  const paths = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!paths.length)
    throw new Error(`--${option}: give one path or more, e.g. --${option}=/,/login`);
  for (const p of paths) {
    if (!p.startsWith('/') || p.startsWith('//')) {
      throw new Error(`--${option}: ${p} is not a path (it must start with one /)`);
    }
  }
  return paths;
}

function parseCompareUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--compare: ${value} is not a URL; give e.g. --compare=https://example.org`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--compare: ${value} is not an http(s) URL`);
  }
  url.hash = '';
  return url;
}

/**
 * argv → [key, value] pairs: `--key=value`, `--key value` for the options in `valued`, and
 * `--flag` (value undefined). Throws on anything that is not an option.
 */
function readOptions(argv, valued) {
  const pairs = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const eq = arg.indexOf('=');
    const key = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    let value = eq === -1 ? undefined : arg.slice(eq + 1);
    if (valued.includes(key) && value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${key} needs a value`);
      i++;
    }
    pairs.push([key, value, arg]);
  }
  return pairs;
}

function parseRuns(value) {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs=N, N ≥ 1');
  return runs;
}

/**
 * argv (without node and the script) → options. Throws an Error with a sentence for the user.
 * `pages` is null when --pages is absent (the default list); `compare` is a URL object or null.
 */
function parseArgs(argv) {
  const options = {
    only: DEFAULT_PARTS,
    runs: 5,
    build: true,
    pages: null,
    compare: null,
    comparePaths: null,
  };
  let only = null;
  let scale = false;
  for (const [key, value, arg] of readOptions(argv, VALUED)) {
    if (key === 'scale' && value === undefined) {
      scale = true;
    } else if (key === 'only') {
      only = value.split(',').map((s) => s.trim());
      const unknown = only.filter((p) => !PARTS.includes(p));
      if (unknown.length) {
        throw new Error(`--only: unknown part ${unknown}; use ${PARTS.join('|')}`);
      }
    } else if (key === 'runs') {
      options.runs = parseRuns(value);
    } else if (key === 'no-build' && value === undefined) {
      options.build = false;
    } else if (key === 'pages') {
      options.pages = parsePaths('pages', value);
    } else if (key === 'compare') {
      options.compare = parseCompareUrl(value);
    } else if (key === 'compare-paths') {
      options.comparePaths = parsePaths('compare-paths', value);
    } else {
      throw new Error(`unknown option ${arg}`);
    }
  }
  // --scale alone measures the generated database only; with --only, beside those parts.
  if (only) options.only = scale && !only.includes('scale') ? [...only, 'scale'] : only;
  else if (scale) options.only = ['scale'];
  if (options.comparePaths && !options.compare) {
    throw new Error('--compare-paths needs --compare=<url>');
  }
  if (options.compare && !options.only.includes('lighthouse')) {
    throw new Error('--compare compares Lighthouse figures: --only must include lighthouse');
  }
  return options;
}

/** A compare URL names one page when it has a path other than `/` or a query. */
const namesOnePage = (url) => url.pathname !== '/' || url.search !== '';

/**
 * Which of this site's pages Lighthouse measures and, for each, the page of the other site it is
 * compared with (`other`: an absolute URL, or null for a page measured for its budgets only).
 * - no --compare: every page, none paired;
 * - --compare=<origin> (path `/` or none): each page with the same path on that origin;
 * - --compare=<origin> --compare-paths=/x,/y: this site's pages with those paths, in order
 *   (as many of each: choose this site's with --pages when the default list is not meant);
 * - --compare=<url with a path or query>: that one page, with this site's first page (`/`
 *   unless --pages names others); the other pages are measured for their budgets only.
 */
function lighthousePlan(pages, compare, comparePaths) {
  if (!compare) return pages.map((page) => ({ page, other: null }));
  if (namesOnePage(compare)) {
    if (comparePaths) {
      throw new Error(
        `--compare=${compare.href} names a page; --compare-paths goes with an origin (--compare=${compare.origin})`,
      );
    }
    return pages.map((page, i) => ({ page, other: i === 0 ? compare.href : null }));
  }
  if (comparePaths) {
    if (comparePaths.length !== pages.length) {
      throw new Error(
        `--compare-paths has ${comparePaths.length} paths and this site ${pages.length} pages ` +
          `(${pages.join(', ')}); they are compared in order, so give --pages with as many`,
      );
    }
    return pages.map((page, i) => ({ page, other: new URL(comparePaths[i], compare).href }));
  }
  return pages.map((page) => ({ page, other: new URL(page, compare).href }));
}

/** The pages `node scripts/bench/trace.mjs` traces unless --pages names others. */
const TRACE_PAGES = ['/', '/comptia/specialist/security-plus'];

/** The command line of scripts/bench/trace.mjs. */
function parseTraceArgs(argv) {
  const options = { runs: 3, pages: TRACE_PAGES, build: true, url: null };
  for (const [key, value, arg] of readOptions(argv, ['runs', 'pages', 'url'])) {
    if (key === 'runs') options.runs = parseRuns(value);
    else if (key === 'pages') options.pages = parsePaths('pages', value);
    else if (key === 'no-build' && value === undefined) options.build = false;
    else if (key === 'url') {
      let url;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`--url: ${value} is not a URL; give e.g. --url=http://127.0.0.1:8080`);
      }
      options.url = url.origin;
    } else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

module.exports = { PARTS, DEFAULT_PARTS, TRACE_PAGES, parseArgs, parseTraceArgs, lighthousePlan };
