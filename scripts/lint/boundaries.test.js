// @ts-check
// Lints scripts/lint/fixtures (which `npm run lint` skips) with the repository's own
// eslint.config.mjs: each file there breaks one boundary rule, so a rule that stops firing fails
// this test. ESLint runs in a child process because it loads its config as an ES module, which
// jest's CommonJS sandbox cannot import.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures');

const remoteOnly = 'A remote imports only its own files, shared and contracts.';

/** Each fixture file that breaks a rule, with the rule and the words its report must contain. */
const broken = {
  'mfe-x/src/features/a/card.ts': [
    'import-x/no-restricted-paths',
    'A feature does not import another feature',
  ],
  'mfe-x/src/components/panel.ts': [
    'import-x/no-restricted-paths',
    'src/components and src/lib sit below the features',
  ],
  'mfe-x/src/features/b/uses-app.ts': [
    'import-x/no-restricted-paths',
    'Nothing imports src/app from below',
  ],
  'mfe-x/src/features/a/cycle-one.ts': ['import-x/no-cycle', 'Dependency cycle'],
  'mfe-x/src/features/a/cycle-two.ts': ['import-x/no-cycle', 'Dependency cycle'],
  'mfe-x/src/features/a/UpperCase.ts': ['check-file/filename-naming-convention', 'KEBAB_CASE'],
  'mfe-x/src/features/a/Widgets/widget.ts': ['check-file/folder-naming-convention', 'KEBAB_CASE'],
  'mfe-x/src/features/a/imports-shell.ts': ['import-x/no-restricted-paths', remoteOnly],
  'mfe-x/src/features/a/imports-shell-by-name.ts': [
    '@typescript-eslint/no-restricted-imports',
    remoteOnly,
  ],
  'mfe-x/src/features/a/imports-remote.ts': ['import-x/no-restricted-paths', remoteOnly],
  'mfe-x/src/features/a/untyped-hook.ts': ['no-restricted-imports', 'Use useAppSelector'],
  'mfe-x/src/lib/shared-by-path.ts': ['no-restricted-imports', 'Import shared by its package name'],
  'shared/src/ui/imports-remote.ts': [
    'import-x/no-restricted-paths',
    'it imports neither the shell nor a remote',
  ],
  'contracts/src/imports-shell.ts': [
    'import-x/no-restricted-paths',
    'contracts imports no other package',
  ],
  'api/src/imports-front-end.ts': ['import-x/no-restricted-paths', 'The API imports no front end'],
  'api/src/plugins/imports-route.ts': [
    'import-x/no-restricted-paths',
    'Only app.ts imports routes/',
  ],
  'api/src/routes/b/imports-route.ts': [
    'import-x/no-restricted-paths',
    'A route folder does not import another',
  ],
  'api/src/root-routes/c/imports-route.ts': [
    'import-x/no-restricted-paths',
    'A route folder does not import another',
  ],
};

/**
 * Files that follow every rule: the entry, the app layer, a feature, lib, shell, a remote, and the
 * API's app (which registers the routes) and a route.
 */
const clean = [
  'api/src/app.ts',
  'api/src/routes/a/handler.ts',
  'mfe-x/src/bootstrap.tsx',
  'mfe-x/src/app/routes.ts',
  'mfe-x/src/features/b/list.ts',
  'mfe-x/src/lib/format.ts',
  'mfe-y/src/y.ts',
  'shared/src/format.ts',
  'shell/src/app/title.ts',
];

/** @type {Map<string, { ruleId: string | null, message: string }[]>} */
let reports;

beforeAll(() => {
  const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');
  const run = spawnSync(process.execPath, [eslint, '--no-ignore', '--format', 'json', fixtures], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  // Exit status 1 means "problems found", which is the point; 2 means ESLint itself failed.
  if (run.status !== 1) throw new Error(`eslint exited with ${run.status}: ${run.stderr}`);
  /** @type {{ filePath: string, messages: { ruleId: string | null, message: string }[] }[]} */
  const results = JSON.parse(run.stdout);
  reports = new Map(
    results.map((result) => [
      path.relative(fixtures, result.filePath).split(path.sep).join('/'),
      result.messages,
    ]),
  );
}, 60_000);

describe('the lint boundaries', () => {
  it.each(Object.entries(broken))('report %s', (file, [ruleId, words]) => {
    const messages = reports.get(file) ?? [];
    expect(messages.map((m) => m.ruleId)).toEqual([ruleId]);
    expect(messages[0]?.message).toContain(words);
  });

  it.each(clean)('let %s pass', (file) => {
    expect(reports.get(file)).toEqual([]);
  });

  it('cover every file of the fixture', () => {
    expect([...reports.keys()].sort()).toEqual([...Object.keys(broken), ...clean].sort());
  });
});
