// API tests: Fastify's `app.inject` against SQLite always, and against PostgreSQL too when
// TEST_DATABASE_URL is set. @swc/jest only strips types; `npm run typecheck` checks them.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
    // typebox ships only ES modules; Jest's CommonJS runtime needs them compiled.
    '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    // So do the credential libraries (node itself requires them as ES modules).
    '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(typebox|@digitalbazaar|base58-universal|base64url-universal|ky|otplib|@otplib|@scure|@noble)/)',
  ],
  // The TypeScript source, not contracts/dist (which `npm run build` writes for `node dist/server.js`).
  moduleNameMapper: { '^contracts$': '<rootDir>/../contracts/src/index.ts' },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
