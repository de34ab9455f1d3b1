// @ts-check
// The order of the Lighthouse runs, the medians, other ÷ this and the printed tables.
const {
  median,
  runOrder,
  ratio,
  comparisonRows,
  formatBudgetTable,
  formatComparison,
  COMPARED,
} = require('./compare.cjs');

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, unsorted input', () => {
    expect(median([90, 70, 100, 80, 95])).toBe(90);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('runOrder', () => {
  const plan = [
    { page: '/', other: 'http://other.test/' },
    { page: '/login', other: null },
  ];

  it('alternates this site and the other run by run, for each preset and page', () => {
    const steps = runOrder(plan, 2).map((s) => `${s.preset} ${s.index} ${s.side} ${s.run}`);
    expect(steps).toEqual([
      'mobile 0 this 1',
      'mobile 0 other 1',
      'mobile 0 this 2',
      'mobile 0 other 2',
      'mobile 1 this 1',
      'mobile 1 this 2',
      'desktop 0 this 1',
      'desktop 0 other 1',
      'desktop 0 this 2',
      'desktop 0 other 2',
      'desktop 1 this 1',
      'desktop 1 this 2',
    ]);
  });

  it('runs this site alone when nothing is compared', () => {
    const steps = runOrder([{ page: '/', other: null }], 3, ['mobile']);
    expect(steps.map((s) => s.side)).toEqual(['this', 'this', 'this']);
    expect(steps.map((s) => s.run)).toEqual([1, 2, 3]);
  });
});

describe('ratio (other ÷ this)', () => {
  it('divides the other site’s figure by this site’s', () => {
    expect(ratio(1000, 2500)).toBe(2.5);
    expect(ratio(100, 50)).toBe(0.5);
  });
  it('is 1 when both are 0 and null (n/a) when only this site’s is 0 or a figure is missing', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(0, 0.1)).toBeNull();
    expect(ratio(NaN, 1)).toBeNull();
    expect(ratio(1, undefined)).toBeNull();
  });
});

describe('comparisonRows', () => {
  const plan = [
    { page: '/', other: 'http://other.test/' },
    { page: '/login', other: null },
  ];
  const figures = {
    this: { performance: 100, lcpMs: 800, fcpMs: 400, tbtMs: 0, cls: 0, jsTransferBytes: 2048 },
    other: { performance: 50, lcpMs: 4000, fcpMs: 600, tbtMs: 300, cls: 0, jsTransferBytes: 4096 },
  };
  const rows = comparisonRows(plan, (_preset, _index, side) => figures[side], ['mobile']);

  it('has one row per figure of each paired page only', () => {
    expect(rows.map((r) => r.figure)).toEqual(COMPARED.map((c) => c.key));
    expect(rows.every((r) => r.page === '/' && r.other === 'http://other.test/')).toBe(true);
  });

  it('puts other ÷ this in each row', () => {
    expect(Object.fromEntries(rows.map((r) => [r.figure, r.ratio]))).toEqual({
      performance: 0.5,
      lcpMs: 5,
      fcpMs: 1.5,
      tbtMs: null,
      cls: 1,
      jsTransferBytes: 2,
    });
  });

  it('prints both sites, the ratio and which way it reads', () => {
    const lines = formatComparison(rows, { runs: 5 });
    expect(lines[0]).toContain('ratio = other ÷ this');
    expect(lines[0]).toContain('median of 5 runs each');
    expect(lines[1].split(/\s{2,}/)).toEqual([
      'preset',
      'this page',
      'other page',
      'figure',
      'this site',
      'other site',
      'other ÷ this',
    ]);
    expect(lines[2]).toMatch(/^-+$/);
    const cells = (label) =>
      lines
        .slice(3)
        .find((l) => l.includes(` ${label} `))
        ?.split(/\s{2,}/)
        .slice(3);
    expect(cells('LCP')).toEqual(['LCP', '800 ms', '4000 ms', '5.00']);
    expect(cells('TBT')).toEqual(['TBT', '0 ms', '300 ms', 'n/a']);
    expect(cells('CLS')).toEqual(['CLS', '0.000', '0.000', '1.00']);
    expect(cells('JS transferred')).toEqual(['JS transferred', '2.0 KB', '4.0 KB', '2.00']);
  });
});

describe('formatBudgetTable', () => {
  it('aligns the columns and says pass or FAIL', () => {
    const lines = formatBudgetTable([
      { figure: 'initial JS (gzip) /', value: '151.2 KB', budget: '≤ 150 KB', pass: false },
      { figure: 'lighthouse mobile seo /login', value: '100', budget: '≥ 95', pass: true },
    ]);
    expect(lines).toEqual([
      'figure                        measured  budget    result',
      '--------------------------------------------------------',
      'initial JS (gzip) /           151.2 KB  ≤ 150 KB  FAIL',
      'lighthouse mobile seo /login  100       ≥ 95      pass',
    ]);
  });
});
