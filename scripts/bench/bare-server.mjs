// A bare Fastify route answering BODY (a JSON text) on PORT: the ceiling the API is compared to.
// It logs exactly as the API does (api/src/lib/logging.ts, from api/dist): pino at LOG_LEVEL
// (the bench sets info for both), secrets redacted, JSON lines, one line per request with a
// random request id, the request's logger made when first used.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify from 'fastify';

const require = createRequire(import.meta.url);
const { loggerOptions, OneLinePerRequest } = require('../../api/dist/lib/logging.js');
const { LazyChildLogger } = require('../../api/dist/lib/lazy-child-logger.js');

const body = JSON.parse(process.env.BODY || '{}');
const app = Fastify({
  logger: loggerOptions(process.env.LOG_LEVEL || 'info', 'json'),
  logController: new OneLinePerRequest(),
  genReqId: () => randomUUID(),
  requestIdHeader: false,
  childLoggerFactory: (logger, bindings, childOptions) =>
    new LazyChildLogger(logger, bindings, childOptions),
});
app.get('/api/health', async () => ({ ok: true }));
app.get('/api/certificates/:id', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
