// The real server process refuses a bad configuration at start, naming the variable and the fix,
// and writes structured (JSON) logs with a request id per request.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './helpers';
import { ensureBuilt, startExpectingFailure, startServer } from './processes';

describe('starting the server process', () => {
  const dataDir = tempDir('api-startup-');
  beforeAll(() => ensureBuilt(), 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required when NODE_ENV=production.*openssl rand/],
    [{ PORT: 'eighty' }, /PORT must be a whole number .* Set it like PORT=8080/],
    [{ DATABASE_URL: 'mysql://root@db/site' }, /DATABASE_URL must start with postgres:\/\//],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must start with redis:\/\//],
    [{ TRUST_PROXY: 'the load balancer' }, /TRUST_PROXY must be true, false, a number/],
    [{ ADMIN_EMAIL: 'boss@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD go together/],
  ])('exits 1 for %j and says what to fix', async (env, message) => {
    const { code, stderr } = await startExpectingFailure({ DATA_DIR: dataDir, ...env });
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr).toMatch(/See \.env\.example/);
  });

  it('logs one JSON line per request, carrying the request id it sends back', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      STATIC_ROOT: path.join(dataDir, 'no-static'),
    });
    try {
      const res = await fetch(`${server.url}/api/health`);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await new Promise((r) => setTimeout(r, 200));
      const entries = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { reqId?: string; msg: string; level: number });
      const mine = entries.filter((e) => e.reqId === id);
      expect(mine.map((e) => e.msg)).toEqual(['request completed']);
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode).toBe(0);
  });
});
