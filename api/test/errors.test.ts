import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiMessagesEn } from 'contracts';
import {
  bearer,
  json,
  signedInAdmin,
  tempDir,
  testApp,
  type Account,
  type TestApp,
} from './helpers';
import { describeValidationError } from '../src/plugins/errors';

describe('error handling', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp('sqlite');
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  it('answers malformed JSON with 400 and the common error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      code: 'JSON_MALFORMED',
      message: 'Malformed JSON in the request body',
    });
  });

  it('answers 400 to an empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).success).toBe(false);
  });

  it('answers 413 to a body over 100 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x',
        email: 'x@example.com',
        subject: 's',
        message: 'm'.repeat(101 * 1024),
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      success: false,
      code: 'BODY_TOO_LARGE',
      message: 'The request body is too large (limit 100 KB)',
    });
  });

  it('accepts a body just under 100 KB (the limit is not lower than promised)', async () => {
    const csv = `fullName,courseName\n${'A Name,A Course\n'.repeat(5000)}`.slice(0, 99_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: { csv: csv.slice(0, csv.lastIndexOf('\n') + 1) },
    });
    expect(res.statusCode).not.toBe(413);
  });

  it('answers 415 to a content type it does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(json(res).success).toBe(false);
  });

  it('refuses prototype pollution attempts with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","password":"x","__proto__":{"role":"admin"}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a JSON 404 with the common body for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('hides the details of an unexpected fault behind a generic 500', async () => {
    const spy = jest
      .spyOn(t.app.repos.content, 'reviews')
      .mockRejectedValueOnce(new Error('disk on fire at /var/lib/db'));
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
  });

  it('never answers 500 to hostile or malformed input on any route', async () => {
    const routes: Array<[string, string]> = [
      ['POST', '/api/users/register'],
      ['POST', '/api/users/login'],
      ['POST', '/api/users/sendOTPToEmail'],
      ['POST', '/api/users/verifyOtp'],
      ['POST', '/api/users/reset_password'],
      ['GET', '/api/users/me'],
      ['GET', '/api/users'],
      ['PATCH', '/api/users/x'],
      ['GET', '/api/certificates/x'],
      ['POST', '/api/certificates'],
      ['POST', '/api/certificates/bulk'],
      ['GET', '/api/certificates'],
      ['POST', '/api/certificates/x/revoke'],
      ['GET', '/api/questions/getQuestions'],
      ['GET', '/api/questions'],
      ['POST', '/api/questions/addQuestion'],
      ['PATCH', '/api/questions/x'],
      ['DELETE', '/api/questions/x'],
      ['POST', '/api/results'],
      ['GET', '/api/results'],
      ['POST', '/api/security'],
      ['GET', '/api/security'],
      ['POST', '/api/enquiries'],
      ['POST', '/api/vitals'],
      ['GET', '/api/blogs/x'],
    ];
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { email: { $ne: null }, password: { $gt: '' } },
      { email: 'a'.repeat(5000), password: 'b'.repeat(5000), otp: '1'.repeat(50) },
      { attemptId: "' OR 1=1 --", answers: 'all', kind: 123, rows: [{}], csv: '"' },
      { fullName: '\u0000', courseName: '\u202e', role: 'admin', count: -1 },
      { rows: [{ fullName: 'x'.repeat(600) }], csv: null },
      { answers: [{ questionId: 'x', selectedOption: 1e308 }] },
    ];
    const queries = [
      '',
      '?page=-1',
      '?pageSize=1000000',
      '?count=abc',
      '?search=%00%27',
      '?category=../../etc',
    ];
    for (const [method, url] of routes) {
      for (const token of [undefined, admin.token, 'garbage.token.here']) {
        for (const body of bodies) {
          for (const query of method === 'GET' ? queries : ['']) {
            const res = await t.app.inject({
              method: method as 'GET',
              url: `${url}${query}`,
              headers: token ? bearer(token) : {},
              ...(method === 'GET' || method === 'DELETE'
                ? {}
                : {
                    payload: JSON.stringify(body),
                    headers: {
                      ...(token ? bearer(token) : {}),
                      'content-type': 'application/json',
                    },
                  }),
            });
            if (res.statusCode >= 500)
              throw new Error(
                `${method} ${url}${query} ${JSON.stringify(body)} -> ${res.statusCode} ${res.body}`,
              );
            expect(json(res).success === false || res.statusCode < 300).toBe(true);
          }
        }
      }
    }
  });
});

// What Fastify, the router, @fastify/compress and Node's HTTP parser refuse answers in
// the API's own form with a stable code too, never Fastify's body and never a 500.
describe('framework refusals in the API form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(async () => t.close());

  const post = (headers: Record<string, string>, payload: string | Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', headers, payload });

  it('answers a URL with a broken percent-encoding with 400 URL_MALFORMED and the API headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/certificates/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      code: 'URL_MALFORMED',
      message: 'The request URL is malformed (invalid percent-encoding)',
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // In the language asked for, outside /api too.
    const french = await t.app.inject({
      method: 'GET',
      url: '/%E0%A4%A',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(400);
    expect(json(french)).toEqual({
      success: false,
      code: 'URL_MALFORMED',
      message: 'L’URL de la requête est mal formée (encodage pourcent invalide)',
    });
  });

  it.each([
    ['text/plain', '{"email":"a@example.com","password":"x"}'],
    ['application/xml', '<login/>'],
    ['application/x-www-form-urlencoded', 'email=a%40example.com&password=x'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['', 'email'],
  ])('answers a %j body on a JSON route with 415 MEDIA_TYPE', async (type, payload) => {
    const res = await post({ 'content-type': type }, payload);
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({
      success: false,
      code: 'MEDIA_TYPE',
      message: 'Unsupported content type; send application/json',
    });
  });

  it('still reads the web-vitals beacon sent as text/plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'text/plain' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'JSON_MALFORMED' });
  });

  it('answers an unknown Content-Encoding with 415 CONTENT_ENCODING', async () => {
    const res = await post(
      { 'content-type': 'application/json', 'content-encoding': 'snappy' },
      '{}',
    );
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({
      success: false,
      code: 'CONTENT_ENCODING',
      message: 'Unsupported Content-Encoding; send the body uncompressed or as gzip, deflate or br',
    });
  });

  it('answers a body that does not decompress with 400 BODY_ENCODING_INVALID', async () => {
    const res = await post(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      '{}',
    );
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      code: 'BODY_ENCODING_INVALID',
      message: 'The request body could not be decompressed with its Content-Encoding',
    });
  });

  it('answers a small gzip body that inflates past 100 KB with 413', async () => {
    const inflated = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000_000) });
    const res = await post(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(inflated),
    );
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ success: false, code: 'BODY_TOO_LARGE' });
  });

  it('never answers 500 to a hostile URL, and answers under /api in the API form', async () => {
    const segments = [
      '%',
      '%%',
      '%E0%A4%A',
      '%C0%AF',
      '%00',
      '%FF%FE',
      '..%2F..%2Fetc',
      'x'.repeat(300),
    ];
    const prefixes = [
      '/api/certificates/',
      '/api/certificates/x/credential?download=',
      '/api/users/',
      '/api/blogs/',
      '/api/docs/',
      '/api/',
      '/mfe/catalog/',
    ];
    for (const prefix of prefixes) {
      for (const segment of segments) {
        const res = await t.app.inject({ method: 'GET', url: `${prefix}${segment}` });
        expect([prefix, segment, res.statusCode < 500]).toEqual([prefix, segment, true]);
        if (prefix.startsWith('/api/') && res.statusCode >= 400) {
          expect([prefix, segment, json(res).success, typeof json(res).code]).toEqual([
            prefix,
            segment,
            false,
            'string',
          ]);
        }
      }
    }
  });

  it.each(['PUT', 'DELETE', 'PROPFIND', 'OPTIONS'])(
    'answers %s on a POST-only API path with 404 NOT_FOUND',
    async (method) => {
      const res = await t.app.inject({ method: method as 'PUT', url: '/api/users/login' });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    },
  );

  describe('over a socket', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    /** Sends `raw` as it is and reads what comes back until the server closes. */
    const exchange = (raw: string) =>
      new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = answer.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
        });
        socket.write(raw);
      });

    it.each([
      [
        'a method HTTP does not know',
        'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
        400,
        'BAD_REQUEST',
      ],
      ['a broken request line', 'GET /api/health HTTP/9\r\n\r\n', 400, 'BAD_REQUEST'],
      [
        'headers over the limit',
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'HEADERS_TOO_LARGE',
      ],
    ])('answers %s in the API form', async (_what, raw, status, code) => {
      const answer = await exchange(raw);
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/);
      expect(answer.headers).toMatch(/cache-control: no-store/);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        code,
        message: apiMessagesEn[code as 'BAD_REQUEST'],
      });
    });
  });
});

describe('describeValidationError', () => {
  it('names nested fields with array indexes', () => {
    expect(
      describeValidationError(
        [
          {
            instancePath: '/answers/0/selectedOption',
            keyword: 'type',
            message: 'must be integer',
            params: { type: 'integer' },
          },
        ],
        'body',
      ),
    ).toBe('answers[0].selectedOption must be integer');
  });

  it('names the missing property', () => {
    expect(
      describeValidationError(
        [{ instancePath: '', keyword: 'required', params: { missingProperty: 'email' } }],
        'body',
      ),
    ).toBe('email is required');
  });

  it('names the refused extra property', () => {
    expect(
      describeValidationError(
        [
          {
            instancePath: '',
            keyword: 'additionalProperties',
            params: { additionalProperty: 'role' },
          },
        ],
        'body',
      ),
    ).toBe('role is not an allowed field');
  });
});

describe("a library's refusal, in our words and the caller's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = tempDir('api-errors-static-');
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<div id="root"></div>');
    t = await testApp('sqlite', { STATIC_ROOT: root });
  });
  afterAll(async () => t.close());

  const get = (url: string, lang: string, accept = '*/*') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang, accept } });

  it("answers a path climbing out of the static folder 404 NOT_FOUND, not the sender's 403", async () => {
    // Over a socket: the path reaches the server exactly as written, `%2e%2e` and all.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = (url: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: url, headers: { 'accept-language': 'fr' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    for (const url of ['/%2e%2e/%2e%2e/etc/passwd', '/main.js/%2e%2e/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await raw(url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Introuvable',
      });
    }
  });

  it("answers a NUL in a file name 400 BAD_REQUEST in the caller's language", async () => {
    const res = await get('/index.html%00', 'hi');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(json(res).message).not.toBe('Bad Request');
    expect(json(res).message).toBe((await get('/index.html%00', 'hi')).json().message);
    expect(json(await get('/index.html%00', 'en')).message).toBe('Bad request');
  });

  it.each([
    ['/hi/verify-certificate/%E0%A4%A', 'hi', 'text/html'],
    ['/verify-certificate/%E0%A4%A', 'fr', '*/*'],
    ['/api/certificates/%E0%A4%A', 'ar', 'application/json'],
  ])(
    'answers the malformed address %s 400 URL_MALFORMED in its language',
    async (url, lang, accept) => {
      const res = await get(url, lang, accept);
      expect(res.statusCode).toBe(400);
      expect(json(res).code).toBe('URL_MALFORMED');
      expect(json(res).message).not.toBe(apiMessagesEn.URL_MALFORMED);
    },
  );

  it('answers an id with odd characters in our words, never quoting the schema', async () => {
    const res = await get('/api/certificates/a%2F..%2F', 'fr', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'FIELD_PATTERN',
      message: 'certificateId n’a pas la forme attendue',
    });
    expect(res.body).not.toContain('^[');
  });

  it("answers a field of the wrong type with FIELD_TYPE in the caller's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'accept-language': 'nl' },
      payload: { email: { address: 'a@example.com' }, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'FIELD_TYPE',
      message: 'email moet van het type string zijn',
      params: { field: 'email', type: 'string' },
    });
  });
});
