// The pure parts of the Lighthouse measurements and of `--compare`: the order of the runs,
// medians, the other ÷ this ratios and the printed tables. CommonJS so that jest's CommonJS
// sandbox can test them (scripts/bench/compare.test.js).

const PRESETS = ['mobile', 'desktop'];

const median = (values) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Every Lighthouse run in the order it is made: by preset, then by page of the plan
 * (options.cjs `lighthousePlan`), then run by run, this site's run i right before the other
 * site's run i when the page is paired. So a busy moment of the machine falls on both sites
 * alike instead of on all of one site's runs.
 * @returns {Array<{ preset: string, index: number, side: 'this' | 'other', run: number }>}
 */
function runOrder(plan, runs, presets = PRESETS) {
  const steps = [];
  for (const preset of presets) {
    for (const [index, entry] of plan.entries()) {
      for (let run = 1; run <= runs; run++) {
        steps.push({ preset, index, side: 'this', run });
        if (entry.other) steps.push({ preset, index, side: 'other', run });
      }
    }
  }
  return steps;
}

/**
 * other ÷ this. Both 0 (CLS often is) → 1; this 0 and other not, or a figure missing → null
 * (printed n/a).
 */
function ratio(thisValue, otherValue) {
  if (!Number.isFinite(thisValue) || !Number.isFinite(otherValue)) return null;
  if (thisValue === 0) return otherValue === 0 ? 1 : null;
  return otherValue / thisValue;
}

/** The compared figures: key in a side's medians, label, and how a value prints. */
const COMPARED = [
  { key: 'performance', label: 'performance score', format: (v) => String(Math.round(v)) },
  { key: 'lcpMs', label: 'LCP', format: (v) => `${Math.round(v)} ms` },
  { key: 'fcpMs', label: 'FCP', format: (v) => `${Math.round(v)} ms` },
  { key: 'tbtMs', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'jsTransferBytes', label: 'JS transferred', format: (v) => `${(v / 1024).toFixed(1)} KB` },
];

/**
 * One row per preset, paired page and figure. `medians(preset, index, side)` gives a side's
 * median figures for one page ({ performance, lcpMs, fcpMs, tbtMs, cls, jsTransferBytes }).
 */
function comparisonRows(plan, medians, presets = PRESETS) {
  const rows = [];
  for (const preset of presets) {
    for (const [index, entry] of plan.entries()) {
      if (!entry.other) continue;
      const mine = medians(preset, index, 'this');
      const theirs = medians(preset, index, 'other');
      for (const { key, label } of COMPARED) {
        rows.push({
          preset,
          page: entry.page,
          other: entry.other,
          figure: key,
          label,
          this: mine[key],
          otherValue: theirs[key],
          ratio: ratio(mine[key], theirs[key]),
        });
      }
    }
  }
  return rows;
}

/** Columns padded to their widest cell, a rule under the header. */
function formatTable(columns, rows) {
  const lines = [columns.map((c) => c.title), ...rows.map((r) => columns.map((c) => c.cell(r)))];
  const widths = columns.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const out = lines.map((l) =>
    l
      .map((cell, i) => (i === l.length - 1 ? String(cell) : String(cell).padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
  out.splice(1, 0, '-'.repeat(widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1)));
  return out;
}

/** The budget table: figure, measured, budget, pass/FAIL. */
function formatBudgetTable(rows) {
  return formatTable(
    [
      { title: 'figure', cell: (r) => r.figure },
      { title: 'measured', cell: (r) => r.value },
      { title: 'budget', cell: (r) => r.budget },
      { title: 'result', cell: (r) => (r.pass ? 'pass' : 'FAIL') },
    ],
    rows,
  );
}

const formatRatio = (r) => (r === null ? 'n/a' : r.toFixed(2));

/** The comparison table: the medians of both sites and other ÷ this, with its reading. */
function formatComparison(rows, { runs }) {
  const format = Object.fromEntries(COMPARED.map((c) => [c.key, c.format]));
  const show = (key, v) => (Number.isFinite(v) ? format[key](v) : 'n/a');
  return [
    `Comparison (median of ${runs} run${runs === 1 ? '' : 's'} each, alternating this site and ` +
      'the other). ratio = other ÷ this: above 1 the other site has the higher figure (for the ' +
      'performance score better, for times, CLS and bytes worse).',
    ...formatTable(
      [
        { title: 'preset', cell: (r) => r.preset },
        { title: 'this page', cell: (r) => r.page },
        { title: 'other page', cell: (r) => r.other },
        { title: 'figure', cell: (r) => r.label },
        { title: 'this site', cell: (r) => show(r.figure, r.this) },
        { title: 'other site', cell: (r) => show(r.figure, r.otherValue) },
        { title: 'other ÷ this', cell: (r) => formatRatio(r.ratio) },
      ],
      rows,
    ),
  ];
}

module.exports = {
  PRESETS,
  COMPARED,
  median,
  runOrder,
  ratio,
  comparisonRows,
  formatTable,
  formatBudgetTable,
  formatComparison,
};
