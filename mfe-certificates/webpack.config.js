// @ts-check
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'certificates',
  port: 3003,
  title: 'Certificate verification',
  exposes: { './routes': './src/exposed/routes.tsx' },
});
