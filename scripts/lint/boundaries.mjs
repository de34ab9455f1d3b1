// The import boundaries of docs/ARCHITECTURE.md as ESLint config blocks. eslint.config.mjs applies
// them to the repository and to scripts/lint/fixtures, a small tree laid out like the repository
// that breaks each rule on purpose (boundaries.test.js lints it and expects every rule to fire).
import fs from 'node:fs';
import path from 'node:path';

function subdirs(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort();
}

/**
 * The package graph of one tree. `root` is relative to `basePath` ('' for the repository) and has
 * shell/, mfe-*, shared/, contracts/, api/ and e2e/ as its children.
 */
function packagesOf(basePath, root) {
  const remotes = subdirs(path.join(basePath, root)).filter((name) => name.startsWith('mfe-'));
  const frontEnds = ['shell', ...remotes];
  // What each package must not import, by path or by package name. Any package may import
  // `contracts`; the front ends may import `shared`.
  const banned = {
    shell: ['api', 'e2e', ...remotes],
    shared: ['e2e', ...frontEnds],
    contracts: ['shared', 'api', 'e2e', ...frontEnds],
    api: ['shared', 'e2e', ...frontEnds],
  };
  for (const remote of remotes) {
    banned[remote] = ['shell', 'api', 'e2e', ...remotes.filter((other) => other !== remote)];
  }
  const messages = {
    shell: 'The shell loads the remotes through federation at run time, never by import.',
    shared: 'shared sits below every front end: it imports neither the shell nor a remote.',
    contracts: 'contracts imports no other package of the repository.',
    api: 'The API imports no front end; what it shares with them lives in contracts.',
  };
  const remoteMessage = 'A remote imports only its own files, shared and contracts.';
  return { frontEnds, banned, messageOf: (pkg) => messages[pkg] ?? remoteMessage };
}

/** Zones for import-x/no-restricted-paths (paths relative to `basePath`). */
export function boundaryZones(basePath, root) {
  const at = (...parts) => path.posix.join(root, ...parts);
  const { frontEnds, banned, messageOf } = packagesOf(basePath, root);
  const zones = Object.entries(banned).map(([pkg, others]) => ({
    target: at(pkg),
    from: others.map((other) => at(other)),
    message: messageOf(pkg),
  }));

  // Inside a front-end package the code flows one way: components and lib -> features -> app.
  for (const pkg of ['shared', ...frontEnds]) {
    const src = (...parts) => at(pkg, 'src', ...parts);
    for (const feature of subdirs(path.join(basePath, src('features')))) {
      zones.push({
        target: src('features', feature),
        from: src('features'),
        except: [`./${feature}`],
        message:
          'A feature does not import another feature: what two features share moves to src/components or src/lib.',
      });
    }
    zones.push(
      {
        target: [src('components'), src('lib')],
        from: src('features'),
        message: 'src/components and src/lib sit below the features and do not import them.',
      },
      {
        // All of src but the app layer and what sits above it: the entry files, the federation
        // surface (exposed/) and the test harness (testing/).
        target: [src('!(app|exposed|testing)/**'), src('!(index|bootstrap).*')],
        from: src('app'),
        message: 'Nothing imports src/app from below: the app layer composes the features.',
      },
    );
  }

  // Inside the API: app.ts registers the route folders (through @fastify/autoload) and nothing
  // else imports them. What a route shares with a plugin or with another route lives in a domain
  // folder (audit/, credentials/). routes/ holds the /api resources, root-routes/ those at the
  // site's root; the same rules hold across both.
  const api = (...parts) => at('api', 'src', ...parts);
  const routeParents = ['routes', 'root-routes'];
  for (const parent of routeParents) {
    zones.push({
      target: [api(`!(${routeParents.join('|')})/**`), api('!(app).*')],
      from: api(parent),
      message: `Only app.ts imports ${parent}/: what a plugin or other code needs from a route moves to a domain folder (api/src/<domain>/).`,
    });
  }
  for (const parent of routeParents) {
    for (const route of subdirs(path.join(basePath, api(parent)))) {
      for (const other of routeParents) {
        zones.push({
          target: api(parent, route),
          from: api(other),
          ...(other === parent ? { except: [`./${route}`] } : {}),
          message:
            'A route folder does not import another: what two routes share moves to a domain folder (api/src/<domain>/).',
        });
      }
    }
  }
  return zones;
}

/**
 * Config blocks that stop a package importing another by package name (`import … from 'shell'`),
 * which the path zones miss when the name does not resolve to a file.
 */
export function packageNameBlocks(basePath, root) {
  const { banned, messageOf } = packagesOf(basePath, root);
  return Object.entries(banned).map(([pkg, others]) => ({
    files: [path.posix.join(root, pkg, '**/*.{ts,tsx,js,mjs,cjs}')],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(${others.join('|')})(/.*)?$`, message: messageOf(pkg) }] },
      ],
    },
  }));
}
