// A bare Fastify route answering BODY (a JSON text) on PORT: the ceiling the API is compared to.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BODY || '{}');
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.get('/api/certificates/:id', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
