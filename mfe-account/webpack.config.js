// @ts-check
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  port: 3002,
  title: 'Account',
  exposes: { './routes': './src/exposed/routes.tsx' },
});
