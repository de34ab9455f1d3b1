// Component and unit tests of the front ends (jsdom).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/contracts/src',
    '<rootDir>/shared/src',
    '<rootDir>/shell/src',
    '<rootDir>/mfe-catalog/src',
    '<rootDir>/mfe-account/src',
    '<rootDir>/mfe-certificates/src',
    '<rootDir>/mfe-payments/src',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
    // typebox (used by contracts) ships only ES modules; Jest's CommonJS runtime needs them compiled.
    '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  moduleNameMapper: {
    '\\.(svg|png|webp|avif|jpe?g|woff2)$': '<rootDir>/scripts/jest/file-stub.js',
    '^shared$': '<rootDir>/shared/src/index.ts',
    '^contracts$': '<rootDir>/contracts/src/index.ts',
    '^shared/testing$': '<rootDir>/shared/src/testing/index.tsx',
    '^shared/dialog$': '<rootDir>/shared/src/ui/dialog.tsx',
    '^shared/structured-texts$': '<rootDir>/shared/src/i18n/structured-texts.ts',
    '^shared/menu-button$': '<rootDir>/shared/src/ui/use-menu-button.ts',
    '^@module-federation/enhanced/runtime$':
      '<rootDir>/shell/src/testing/federation-runtime-double.ts',
  },
  setupFiles: ['<rootDir>/scripts/jest/polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.js'],
};
