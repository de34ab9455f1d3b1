#!/usr/bin/env node
// "No import cycles, type-only included" (docs/ARCHITECTURE.md). ESLint's import-x/no-cycle does
// not follow `import type`, so two modules that take types from each other pass it; dpdm reads
// every import as written (`transform: false` keeps the type-only ones), dynamic `import()`
// included, and finds the cycles of each package's sources.
//
//   node scripts/lint/import-cycles.mjs            every package's src; exit 1 and a list if any
//   node scripts/lint/import-cycles.mjs <dir>...   those folders instead (the test's fixtures)
//   --json                                         the cycles as JSON, for scripts/lint tests
//
// A folder is checked with the tsconfig.json beside it (`<package>/tsconfig.json` for
// `<package>/src`), so imports resolve as the compiler resolves them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The packages whose sources are checked: every workspace with a `src` folder. */
export const sourceFolders = [
  'contracts/src',
  'shared/src',
  'shell/src',
  'mfe-catalog/src',
  'mfe-account/src',
  'mfe-certificates/src',
  'mfe-payments/src',
  'api/src',
];

/**
 * The import cycles among the modules of `folders` (relative to the repository), each a list of
 * files relative to the repository, starting from its smallest path so a cycle found from two
 * packages (one that imports `shared`, and `shared` itself) is listed once.
 * @param {string[]} folders
 * @returns {Promise<string[][]>}
 */
export async function findCycles(folders) {
  /** @type {Map<string, string[]>} */
  const cycles = new Map();
  for (const folder of folders) {
    const tsconfig = path.join(root, path.dirname(folder), 'tsconfig.json');
    const tree = await parseDependencyTree([`${folder}/**/*.{ts,tsx,js,mjs}`], {
      cwd: root,
      context: root,
      tsconfig: existsSync(tsconfig) ? tsconfig : undefined,
      // Keep `import type` and type-only specifiers: a cycle through them is still a cycle.
      transform: false,
      exclude: /node_modules/,
    });
    for (const cycle of parseCircular(tree, false)) {
      const files = cycle.map((file) => path.relative(root, path.resolve(root, file)));
      const start = files.indexOf([...files].sort()[0]);
      const rotated = [...files.slice(start), ...files.slice(0, start)];
      cycles.set(rotated.join(' -> '), rotated);
    }
  }
  return [...cycles.values()].sort((a, b) => a.join().localeCompare(b.join()));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const folders = args.filter((arg) => arg !== '--json');
  const cycles = await findCycles(folders.length ? folders : sourceFolders);
  if (json) {
    process.stdout.write(`${JSON.stringify(cycles)}\n`);
  } else if (cycles.length) {
    console.error(`${cycles.length} import cycle(s), type-only imports included:`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  } else {
    console.log('No import cycles.');
  }
  process.exitCode = cycles.length ? 1 : 0;
}
