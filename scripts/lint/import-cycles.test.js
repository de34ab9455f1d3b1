// @ts-check
// The import-cycle check (./import-cycles.mjs), which unlike ESLint's import-x/no-cycle counts
// `import type`: the repository passes it, and the fixture's type-only cycle fails it, so a check
// that stops seeing type imports fails this test. It runs in a child process because the check is
// an ES module, which jest's CommonJS sandbox cannot import.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const check = path.join(__dirname, 'import-cycles.mjs');

/** @param {string[]} args */
function findCycles(args) {
  const run = spawnSync(process.execPath, [check, '--json', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0 && run.status !== 1) {
    throw new Error(`the check exited with ${run.status}: ${run.stderr}`);
  }
  /** @type {string[][]} */
  const cycles = JSON.parse(run.stdout);
  return { status: run.status, cycles: cycles.map((cycle) => cycle.join(' -> ')) };
}

describe('no import cycles, type-only included', () => {
  it('finds none in any package', () => {
    expect(findCycles([])).toEqual({ status: 0, cycles: [] });
  }, 30_000);

  it('fails on two modules that import types from each other, and only on them', () => {
    expect(findCycles(['scripts/lint/cycle-fixtures/src'])).toEqual({
      status: 1,
      cycles: [
        'scripts/lint/cycle-fixtures/src/customer.ts -> scripts/lint/cycle-fixtures/src/order.ts',
      ],
    });
  }, 30_000);
});
