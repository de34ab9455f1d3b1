import { dialects, json, testApp, type TestApp } from './helpers';

describe.each(dialects)('health and readiness (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  it('answers GET /api/health with status ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers GET /api/ready when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ready' });
  });

  it('answers 503 on /api/ready when the database is gone', async () => {
    const original = t.app.dbPing;
    t.app.dbPing = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message: 'Database unavailable',
      });
    } finally {
      t.app.dbPing = original;
    }
  });
});
