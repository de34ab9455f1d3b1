// @ts-check
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'IT Training & Certification',
  isHost: true,
});
