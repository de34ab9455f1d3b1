// What every measurement of `npm run bench -- --scale` shares: the configured database (the one
// `npm run seed:scale` filled: DATA_DIR's SQLite, or DATABASE_URL/DATABASE_SCHEMA) opened through
// the built API (npm run build -w api), and the timing of a case: p50 and p95 over `runs` calls,
// against the lists' budget.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Requires a package as the API does (`fromApi('kysely')`). */
export const fromApi = createRequire(path.join(root, 'api/package.json'));
/** Requires a module of the built API, e.g. `dist('db/repositories/certificates.js')`. */
export const dist = (file) => fromApi(path.join(root, 'api/dist', file));

/** Every list's page and every search: p95 at most this (milliseconds). */
export const LIST_P95_BUDGET_MS = 100;

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The database the API is configured with, opened; `label` names it for the report. */
export function openScaleDb(env = process.env) {
  const { loadConfig } = dist('config.js');
  const { createDb } = dist('db/database.js');
  const config = loadConfig(env, process.cwd());
  const postgres = config.database.kind === 'postgres';
  return {
    db: createDb(config.database),
    config,
    postgres,
    label: postgres ? `PostgreSQL schema ${config.database.schema}` : config.database.file,
  };
}

/** `key=value` and `--flag` arguments → an object. */
export function argsOf(argv) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? true];
    }),
  );
}

const round1 = (n) => Math.round(n * 10) / 10;

/**
 * Times each case (`[name, run]`, `run` answering the number of rows it found) `runs` times and
 * prints a line for each; answers { name, rows, p50, p95 } per case.
 */
export async function timeCases(list, cases, runs) {
  const results = [];
  for (const [name, run] of cases) {
    const times = [];
    let rows = 0;
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      rows = await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const result = {
      list,
      name,
      rows,
      p50: round1(percentile(times, 50)),
      p95: round1(percentile(times, 95)),
    };
    results.push(result);
    console.log(
      `  ${`${list}: ${name}`.padEnd(52)} ${String(rows).padStart(8)} rows   p50 ${result.p50.toFixed(1).padStart(7)} ms   p95 ${result.p95.toFixed(1).padStart(7)} ms`,
    );
  }
  return results;
}

/** A timed case as a row of the bench's budget table. */
export function budgetRow(result, size) {
  return {
    figure: `${result.list} list p95, ${result.name} (${size})`,
    value: `${result.p95} ms (p50 ${result.p50} ms, ${result.rows} rows)`,
    budget: `≤ ${LIST_P95_BUDGET_MS} ms`,
    pass: result.p95 <= LIST_P95_BUDGET_MS,
  };
}
