// One lint config for every package (typescript-eslint, flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { fileURLToPath } from 'node:url';
import { boundaryZones, packageNameBlocks } from './scripts/lint/boundaries.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
// The repository, and the fixture that breaks every boundary rule on purpose. The fixture is
// linted only by scripts/lint/boundaries.test.js (it is in `ignores` below).
const trees = ['', 'scripts/lint/fixtures'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'api/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
      '**/@mf-types/**',
      'scripts/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // The pre-typed hooks from `shared` carry RootState and AppDispatch; the untyped ones do not.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector / useAppDispatch from "shared".',
            },
          ],
          patterns: [
            {
              group: ['**/shared/src/**', '../shared/**', '../../shared/**'],
              message: 'Import shared by its package name ("shared") so federation keeps one copy.',
            },
          ],
        },
      ],
    },
  },
  {
    // The boundaries of docs/ARCHITECTURE.md.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without these import-x reads only .js files, and no-cycle follows no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${here}*/tsconfig.json`,
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: here, zones: trees.flatMap((tree) => boundaryZones(here, tree)) },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        // `use-auth.test.tsx`, `styled.d.ts`, `jest.config.js`: only the part before the first dot.
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Migrations run in name order, so their files carry the number: `0001-initial.ts`.
    files: ['api/src/db/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': '@(index|[0-9][0-9][0-9][0-9]-+([a-z0-9])*(-+([a-z0-9])))' },
      ],
    },
  },
  ...trees.flatMap((tree) => packageNameBlocks(here, tree)),
  {
    files: ['shared/src/store/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
  },
  {
    files: ['scripts/**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
