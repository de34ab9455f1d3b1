// The production API (api/dist) with its per-IP limits on certificate lookups and logins
// raised, so a load test from one loopback address measures the route, not the 429 answer.
// Everything else (plugins, hooks, logging level, database, Argon2 parameters) is what
// api/dist/server.js runs. The API has no environment setting for the limits (yet).
const path = require('node:path');
const { build, loadConfig } = require(path.join(__dirname, '../../api/dist/app.js'));

async function main() {
  const config = loadConfig(process.env);
  const unlimited = { max: 1_000_000_000, windowMs: 60_000 };
  config.rateLimits.certificateLookup = unlimited;
  config.rateLimits.login = unlimited;
  config.rateLimits.loginFailuresPerAccount = unlimited;
  const app = await build({ config });
  await app.listen({ host: config.host, port: config.port });
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
