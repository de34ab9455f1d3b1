// @ts-check
// The bench's command line and how --compare pairs this site's pages with the other site's.
const { parseArgs, parseTraceArgs, lighthousePlan, TRACE_PAGES } = require('./options.cjs');

describe('parseArgs', () => {
  it('has the defaults of a plain `npm run bench`', () => {
    expect(parseArgs([])).toEqual({
      only: ['bundles', 'lighthouse', 'api', 'checkout'],
      runs: 5,
      build: true,
      pages: null,
      compare: null,
      comparePaths: null,
    });
  });

  it('reads --key=value and --key value alike', () => {
    const a = parseArgs(['--only=lighthouse', '--runs=1', '--no-build', '--pages=/,/login']);
    const b = parseArgs([
      '--only',
      'lighthouse',
      '--runs',
      '1',
      '--no-build',
      '--pages',
      '/,/login',
    ]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      only: ['lighthouse'],
      runs: 1,
      build: false,
      pages: ['/', '/login'],
    });
  });

  it('measures the generated database only when asked: --scale alone, or beside --only', () => {
    expect(parseArgs(['--scale']).only).toEqual(['scale']);
    expect(parseArgs(['--scale', '--only=api']).only).toEqual(['api', 'scale']);
    expect(parseArgs(['--only=scale,api']).only).toEqual(['scale', 'api']);
  });

  it('keeps a compare URL whole, = and query included, without its fragment', () => {
    const options = parseArgs(['--compare=https://example.org/a?b=c#top']);
    expect(options.compare?.href).toBe('https://example.org/a?b=c');
    expect(parseArgs(['--compare', 'http://127.0.0.1:8080']).compare?.href).toBe(
      'http://127.0.0.1:8080/',
    );
  });

  it.each([
    [['--runs=0'], '--runs=N, N ≥ 1'],
    [['--only=bundles,css'], 'unknown part css'],
    [['--pages=login'], 'login is not a path'],
    [['--pages=,'], 'give one path or more'],
    [['--compare'], '--compare needs a value'],
    [['--compare', '--no-build'], '--compare needs a value'],
    [['--compare=example.org'], 'is not a URL'],
    [['--compare=ftp://example.org'], 'not an http(s) URL'],
    [['--compare-paths=/'], '--compare-paths needs --compare'],
    [['--compare=http://a.test', '--only=bundles'], '--only must include lighthouse'],
    [['--trace'], 'unknown option --trace'],
    [['--no-build=yes'], 'unknown option --no-build=yes'],
    [['lighthouse'], 'unexpected argument lighthouse'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('lighthousePlan', () => {
  const pages = ['/', '/about-us', '/login'];
  const plan = (...argv) => {
    const o = parseArgs(argv);
    return lighthousePlan(o.pages ?? pages, o.compare, o.comparePaths);
  };

  it('pairs nothing without --compare', () => {
    expect(plan()).toEqual(pages.map((page) => ({ page, other: null })));
  });

  it('measures the same paths on the other origin', () => {
    expect(plan('--compare=https://example.org')).toEqual([
      { page: '/', other: 'https://example.org/' },
      { page: '/about-us', other: 'https://example.org/about-us' },
      { page: '/login', other: 'https://example.org/login' },
    ]);
  });

  it('pairs --compare-paths with this site’s pages in order', () => {
    expect(
      plan('--compare=http://127.0.0.1:9000/', '--pages=/,/about-us', '--compare-paths=/,/about'),
    ).toEqual([
      { page: '/', other: 'http://127.0.0.1:9000/' },
      { page: '/about-us', other: 'http://127.0.0.1:9000/about' },
    ]);
  });

  it('refuses --compare-paths of another length than this site’s pages', () => {
    expect(() => plan('--compare=https://example.org', '--compare-paths=/,/about')).toThrow(
      '--compare-paths has 2 paths and this site 3 pages',
    );
  });

  it('compares a URL with a path with this site’s first page only', () => {
    expect(plan('--compare=https://example.org/courses?x=1')).toEqual([
      { page: '/', other: 'https://example.org/courses?x=1' },
      { page: '/about-us', other: null },
      { page: '/login', other: null },
    ]);
    expect(plan('--compare=https://example.org/courses', '--pages=/login')).toEqual([
      { page: '/login', other: 'https://example.org/courses' },
    ]);
  });

  it('refuses a URL with a path together with --compare-paths', () => {
    expect(() => plan('--compare=https://example.org/a', '--compare-paths=/b,/c,/d')).toThrow(
      'names a page',
    );
  });
});

describe('parseTraceArgs (scripts/bench/trace.mjs)', () => {
  it('traces the home page and a course page three times by default', () => {
    expect(parseTraceArgs([])).toEqual({ runs: 3, pages: TRACE_PAGES, build: true, url: null });
    expect(TRACE_PAGES).toEqual(['/', '/comptia/specialist/security-plus']);
  });

  it('reads the same --key=value and --key value forms as the bench', () => {
    const a = parseTraceArgs(['--runs=5', '--pages=/,/login', '--url=http://127.0.0.1:9000/x']);
    const b = parseTraceArgs([
      '--runs',
      '5',
      '--pages',
      '/,/login',
      '--url',
      'http://127.0.0.1:9000',
    ]);
    expect(a).toEqual(b);
    expect(a).toEqual({
      runs: 5,
      pages: ['/', '/login'],
      build: true,
      url: 'http://127.0.0.1:9000',
    });
    expect(parseTraceArgs(['--no-build']).build).toBe(false);
  });

  it.each([
    [['--runs=0'], '--runs=N, N ≥ 1'],
    [['--pages=login'], 'login is not a path'],
    [['--url=127.0.0.1'], '--url: 127.0.0.1 is not a URL'],
    [['--only=bundles'], 'unknown option --only=bundles'],
    [['--runs'], '--runs needs a value'],
  ])('refuses %j with a sentence', (argv, message) => {
    expect(() => parseTraceArgs(argv)).toThrow(message);
  });
});
