// Tests of the repository's own tooling (the lint boundaries), in node.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'tooling',
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts'],
  testMatch: ['**/*.test.js'],
  testPathIgnorePatterns: ['/node_modules/', '/fixtures/'],
  transform: {},
};
