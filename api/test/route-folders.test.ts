// Route folders are registered by @fastify/autoload (app.ts), not by a list: every folder of
// src/routes must answer under /api and every folder of src/root-routes at the site's root. The
// routes each folder declares are read from its source (`app.get('/path'` and the like), so a
// folder that autoload skipped, or registered under another prefix, fails here by name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPMethods } from 'fastify';
import { testApp, type TestApp } from './helpers';

const SRC = path.join(__dirname, '../src');
const DECLARED = /\b(?:app|api)\.(get|post|put|patch|delete)\(\s*'(\/[^']*)'/g;
/** A route whose path is built (a template or a variable), e.g. one route per kind of item. */
const BUILT = /\b(?:app|api)\.(get|post|put|patch|delete)\(\s*(?!')[`\w$]/g;

/** Each folder's routes as its files spell them: [method, path]. */
function declaredRoutes(folder: string): Array<[HTTPMethods, string]> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  return files.flatMap((name) =>
    [...readFileSync(path.join(folder, name), 'utf8').matchAll(DECLARED)].map(
      ([, method, url]): [HTTPMethods, string] => [
        (method as string).toUpperCase() as HTTPMethods,
        url as string,
      ],
    ),
  );
}

/** Each folder's routes whose paths are built, by method: their count. */
function builtRoutes(folder: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts')))
    for (const [, method] of readFileSync(path.join(folder, name), 'utf8').matchAll(BUILT))
      counts.set(method!.toUpperCase(), (counts.get(method!.toUpperCase()) ?? 0) + 1);
  return counts;
}

function folders(parent: string): string[] {
  return readdirSync(path.join(SRC, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(parent, entry.name));
}

describe('route folders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(async () => t.close());

  const cases = [
    ...folders('routes').map((folder) => [folder, '/api'] as const),
    ...folders('root-routes').map((folder) => [folder, ''] as const),
  ];

  it('finds the folders of both kinds', () => {
    expect(cases.map(([folder]) => folder)).toEqual(
      expect.arrayContaining(['routes/users', 'routes/certificates', 'root-routes/seo']),
    );
  });

  it.each(cases)('registers every route of %s under "%s"', (folder, prefix) => {
    const routes = declaredRoutes(path.join(SRC, folder));
    const built = builtRoutes(path.join(SRC, folder));
    expect(routes.length + built.size).toBeGreaterThan(0);
    const missing = routes.filter(
      ([method, url]) => !t.app.hasRoute({ method, url: `${prefix}${url}` }),
    );
    expect(missing).toEqual([]);
    // Built paths start with the folder's name: the API documents at least as many of each
    // method there as the folder declares.
    const documented = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> })
      .paths;
    const under = `${prefix}/${path.basename(folder)}`;
    for (const [method, count] of built) {
      const found = Object.entries(documented).filter(
        ([url, operations]) => url.startsWith(under) && method.toLowerCase() in operations,
      ).length;
      expect({ folder, method, found: Math.min(found, count) }).toEqual({
        folder,
        method,
        found: count,
      });
    }
  });
});
