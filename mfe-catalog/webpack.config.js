// @ts-check
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  title: 'Course catalog',
  exposes: { './routes': './src/exposed/routes.tsx' },
});
