// @ts-check
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'payments',
  port: 3004,
  title: 'Payments',
  exposes: {
    './pay-now-menu': './src/exposed/pay-now-menu.tsx',
    './routes': './src/exposed/routes.tsx',
  },
});
