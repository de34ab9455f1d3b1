// @ts-check
const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'IT Training & Certification',
  isHost: true,
  // Gives the remotes the shell's federation runtime (they are built without their own).
  runtimePlugins: [require.resolve('./src/lib/remotes/provide-runtime-core.ts')],
});
