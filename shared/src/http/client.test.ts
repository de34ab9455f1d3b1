import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  configureHttp,
  DEFAULT_REQUEST_ERROR,
  http,
  onForbidden,
  onUnauthorized,
  REQUEST_TIMEOUT_MS,
  serverMessage,
} from './client';

/**
 * The client against a real HTTP server on 127.0.0.1: axios sends through jsdom's
 * XMLHttpRequest, as in a browser (the page is http://localhost/, so the server answers CORS).
 */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Received, res: ServerResponse) => void;

let server: Server;
let handler: Handler = (_req, res) => res.end();
const received: Received[] = [];

function send(res: ServerResponse, status: number, body?: unknown, type = 'application/json') {
  res.statusCode = status;
  if (body !== undefined) {
    res.setHeader('Content-Type', type);
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  } else res.end();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
    if (req.method === 'OPTIONS') return send(res, 204);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  configureHttp('/api');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  handler = (_req, res) => send(res, 200, { success: true });
  window.localStorage.clear();
});

describe('the HTTP client (axios)', () => {
  it('sends the stored token as a bearer header, and none without a token', async () => {
    window.localStorage.setItem('token', 'abc.def.ghi');
    await http.get('/users/me');
    await http.post('/results', { attemptId: 1 });
    window.localStorage.removeItem('token');
    await http.get('/certificates/X');
    expect(received.map((r) => r.headers.authorization)).toEqual([
      'Bearer abc.def.ghi',
      'Bearer abc.def.ghi',
      undefined,
    ]);
  });

  it("asks for the page's language, so the server's messages come in it", async () => {
    document.documentElement.lang = 'hi';
    await http.post('/users/login', { email: 'a@example.com' });
    document.documentElement.lang = 'en';
    await http.get('/certificates/X');
    expect(received.map((r) => r.headers['accept-language'])).toEqual(['hi', 'en']);
  });

  it('sends JSON to the configured base address, with a 10 second timeout by default', async () => {
    await http.post('/users/login', { email: 'a@example.com' });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/login',
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(received[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('sends no body and no content type without data, and params as the query', async () => {
    await http.delete('/questions/7');
    await http.get('/certificates', { params: { page: 2, search: 'a b&c', missing: undefined } });
    expect(received[0]).toMatchObject({ method: 'DELETE', url: '/api/questions/7', body: '' });
    expect(received[0]?.headers['content-type']).toBeUndefined();
    expect(received[1]?.url).toBe('/api/certificates?page=2&search=a+b%26c');
  });

  it('resolves with the parsed body, the status and the headers', async () => {
    handler = (_req, res) => {
      res.setHeader('X-Request-Id', 'req-1');
      send(res, 201, { success: true, data: { id: 3 } });
    };
    const response = await http.put('/x', { a: 1 });
    expect(response.data).toEqual({ success: true, data: { id: 3 } });
    expect(response.status).toBe(201);
    expect((response.headers as Record<string, string>)['x-request-id']).toBe('req-1');
  });

  it("keeps the body as text with responseType 'text'", async () => {
    handler = (_req, res) => send(res, 200, '[1,2]', 'text/csv');
    const { data } = await http.get<string>('/results.csv', {
      responseType: 'text',
      transformResponse: [(body: unknown) => body],
    });
    expect(data).toBe('[1,2]');
  });

  it("rejects with the server's body when the answer is a failure", async () => {
    handler = (_req, res) =>
      send(res, 409, { success: false, message: 'Email already registered', field: 'email' });
    const failure: unknown = await http.post('/users/register', {}).catch((e: unknown) => e);
    expect(failure).toEqual({
      success: false,
      message: 'Email already registered',
      field: 'email',
      status: 409,
    });
    expect(serverMessage(failure)).toBe('Email already registered');
  });

  it('rejects with the default message when the failure has no body', async () => {
    handler = (_req, res) => send(res, 502);
    const failure: unknown = await http.get('/x').catch((e: unknown) => e);
    expect(failure).toEqual({ success: false, message: DEFAULT_REQUEST_ERROR, status: 502 });
    expect(serverMessage(failure)).toBeUndefined();
  });

  it('rejects with the default message when nothing answers', async () => {
    handler = (req) => req.method && server.closeAllConnections();
    // jsdom prints the XMLHttpRequest's network error to the console, as a browser would.
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No time limit on this request: jsdom keeps an XMLHttpRequest's timer after a network
    // error, which would hold the test run open for the default 10 s.
    await expect(http.get('/x', { timeout: 0 })).rejects.toEqual({
      success: false,
      message: DEFAULT_REQUEST_ERROR,
    });
    printed.mockRestore();
  });

  it('gives up after its timeout with the default message', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    await expect(http.get('/slow', { timeout: 300 })).rejects.toEqual({
      success: false,
      message: DEFAULT_REQUEST_ERROR,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    server.closeAllConnections();
  });

  it('tells the session layer of a 401 only for a request that carried the token', async () => {
    const seen: string[] = [];
    const stop = onUnauthorized((failure) => seen.push(failure.message));
    handler = (_req, res) => send(res, 401, { success: false, message: 'Session expired' });
    try {
      window.localStorage.setItem('token', 'old');
      await expect(http.get('/users/me')).rejects.toMatchObject({ status: 401 });
      window.localStorage.removeItem('token');
      await expect(http.post('/users/login', {})).rejects.toMatchObject({ status: 401 });
    } finally {
      stop();
    }
    expect(seen).toEqual(['Session expired']);
  });

  it('tells a listener of every 403 with its code, until it stops listening', async () => {
    const seen: unknown[] = [];
    const stop = onForbidden((failure) => seen.push(failure.code));
    handler = (_req, res) =>
      send(res, 403, { success: false, code: 'MFA_ENROLMENT_REQUIRED', message: 'Enrol first' });
    await expect(http.get('/users')).rejects.toMatchObject({ status: 403 });
    stop();
    await expect(http.get('/users')).rejects.toMatchObject({ status: 403 });
    handler = (_req, res) => send(res, 404, { success: false, message: 'Not found' });
    await expect(http.get('/nothing')).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual(['MFA_ENROLMENT_REQUIRED']);
  });
});
