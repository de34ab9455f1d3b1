// Every unit, component and API test: `npm run test:unit` (and `npm test` runs it with the rest).
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/jest.web.config.js',
    '<rootDir>/api/jest.config.js',
    '<rootDir>/scripts/jest.tooling.config.js',
  ],
};
