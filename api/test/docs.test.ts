// The OpenAPI description maps every route for whoever reads it. API_DOCS decides who
// may: `public`, `admin` (an admin's bearer token; the default in production) or `off` (404).
import { bearer, json, signedInAdmin, signedInUser, testApp, type TestApp } from './helpers';

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml'];

describe('API_DOCS=public (the default outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(async () => t.close());

  it('serves the page and the document to anyone', async () => {
    expect(t.config.apiDocs).toBe('public');
    for (const url of DOCS) {
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
  });
});

describe('API_DOCS=admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', { API_DOCS: 'admin' });
  });
  afterAll(async () => t.close());

  it('answers 401 without a token, on the page and on the document', async () => {
    for (const url of DOCS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode]).toEqual([url, 401]);
      expect(json(res)).toEqual({
        success: false,
        code: 'AUTH_REQUIRED',
        message: 'Authentication required',
      });
      expect(res.body).not.toMatch(/openapi|swagger/i);
    }
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    const user = await signedInUser(t.app);
    for (const url of DOCS) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect([url, res.statusCode, json(res).code]).toEqual([url, 403, 'ADMIN_REQUIRED']);
    }
  });

  it('gives an admin the document, never kept by a cache', async () => {
    const admin = await signedInAdmin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(json<{ paths: Record<string, unknown> }>(res).paths).toHaveProperty('/api/users/login');
  });
});

describe('API_DOCS=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', { API_DOCS: 'off' });
  });
  afterAll(async () => t.close());

  it('answers 404 in the API form, to admins too, and serves no Swagger UI file', async () => {
    const admin = await signedInAdmin(t.app);
    for (const url of [...DOCS, '/api/docs/static/swagger-ui-bundle.js']) {
      for (const headers of [{}, bearer(admin.token)]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
      }
    }
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      PUBLIC_ORIGIN: 'https://training.example.com',
    });
  });
  afterAll(async () => t.close());

  it('keeps the docs for admins unless API_DOCS says otherwise', async () => {
    expect(t.config.apiDocs).toBe('admin');
    for (const url of DOCS) {
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
  });
});
