import { DEFAULT_REQUEST_ERROR, http, onUnauthorized, REQUEST_TIMEOUT_MS } from './client';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'network-error';

/** Replaces `fetch` (the client's transport) for one test; records what was sent. */
function mockFetch(answer: (sent: Sent) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const request: Sent = {
      url: String(url),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    const reply = await answer(request);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return {
      status: reply.status,
      headers: new Map(Object.entries(reply.headers ?? {})),
      text: async () => reply.body ?? '',
    } as unknown as Response;
  }) as typeof fetch;
  return { sent, restore: () => void (globalThis.fetch = original) };
}

const json = (value: unknown) => JSON.stringify(value);

describe('the HTTP client', () => {
  let api: ReturnType<typeof mockFetch> | undefined;
  afterEach(() => {
    api?.restore();
    jest.useRealTimers();
  });

  it('sends the stored token as a bearer header on every request', async () => {
    api = mockFetch(() => ({ status: 200, body: json({ success: true }) }));
    window.localStorage.setItem('token', 'abc.def.ghi');
    await http.get('/users/me');
    await http.post('/results', { attemptId: 1 });
    expect(api.sent.map((r) => r.headers.Authorization)).toEqual([
      'Bearer abc.def.ghi',
      'Bearer abc.def.ghi',
    ]);
  });

  it('sends no Authorization header when no token is stored', async () => {
    api = mockFetch(() => ({ status: 200, body: json({ success: true }) }));
    await http.get('/certificates/X');
    expect(api.sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends JSON to the /api base address with a 10 second timeout', async () => {
    api = mockFetch(() => ({ status: 200, body: json({}) }));
    await http.post('/users/login', { email: 'a@example.com', password: 'x' });
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/login',
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(api.sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('sends no body and no content type without data, and params as the query', async () => {
    api = mockFetch(() => ({ status: 200, body: json({ success: true }) }));
    await http.delete('/questions/7');
    await http.get('/certificates', { params: { page: 2, search: 'a b&c', none: undefined } });
    expect(api.sent[0]).toMatchObject({ method: 'DELETE', url: '/api/questions/7' });
    expect(api.sent[0]?.body).toBeUndefined();
    expect(api.sent[0]?.headers['Content-Type']).toBeUndefined();
    expect(api.sent[1]?.url).toBe('/api/certificates?page=2&search=a+b%26c');
  });

  it('resolves with the parsed body, the status and the headers', async () => {
    api = mockFetch(() => ({
      status: 201,
      body: json({ success: true, id: 3 }),
      headers: { 'content-type': 'application/json' },
    }));
    await expect(http.put('/x', { a: 1 })).resolves.toEqual({
      data: { success: true, id: 3 },
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });

  it("keeps the body as text with responseType 'text'", async () => {
    api = mockFetch(() => ({ status: 200, body: '1,2\n"3",4' }));
    const { data } = await http.get<string>('/results.csv', { responseType: 'text' });
    expect(data).toBe('1,2\n"3",4');
    api.restore();
    api = mockFetch(() => ({ status: 200, body: '[1,2]' }));
    const { data: text } = await http.get<string>('/x.csv', { responseType: 'text' });
    expect(text).toBe('[1,2]');
  });

  it("passes a failed response's body on as the error", async () => {
    api = mockFetch(() => ({
      status: 401,
      body: json({ success: false, message: 'Invalid email or password' }),
    }));
    await expect(http.post('/users/login', {})).rejects.toMatchObject({
      success: false,
      message: 'Invalid email or password',
      status: 401,
    });
  });

  it('rejects with the default message when the failure has no body', async () => {
    api = mockFetch(() => ({ status: 502 }));
    await expect(http.get('/x')).rejects.toEqual({
      success: false,
      message: 'An error occurred during the request.',
      status: 502,
    });
  });

  it('rejects with the default message when the network fails', async () => {
    api = mockFetch(() => 'network-error');
    await expect(http.get('/x')).rejects.toEqual({
      success: false,
      message: DEFAULT_REQUEST_ERROR,
    });
  });

  it('gives up after 10 seconds with the default message', async () => {
    jest.useFakeTimers();
    api = mockFetch(
      (sent) =>
        new Promise<Answer>((_, reject) =>
          sent.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = http.get('/slow');
    const settled = jest.fn();
    pending.catch(settled);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toEqual({ success: false, message: DEFAULT_REQUEST_ERROR });
  });

  it('tells the session layer when the API refuses a stored token', async () => {
    api = mockFetch(() => ({
      status: 401,
      body: json({ success: false, message: 'Session expired' }),
    }));
    const seen: string[] = [];
    const stop = onUnauthorized((f) => seen.push(f.message));
    window.localStorage.setItem('token', 'old');
    await expect(http.get('/users/me')).rejects.toMatchObject({ status: 401 });
    window.localStorage.removeItem('token');
    await expect(http.post('/users/login', {})).rejects.toMatchObject({ status: 401 });
    stop();
    expect(seen).toEqual(['Session expired']);
  });

  it('reports upload progress through XMLHttpRequest', async () => {
    const original = window.XMLHttpRequest;
    const opened: string[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      timeout = 0;
      headers: Record<string, string> = {};
      upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {};
      onload?: () => void;
      open(method: string, url: string) {
        opened.push(`${method} ${url}`);
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'Content-Type: application/json\r\n';
      }
      send(body: string) {
        opened.push(body);
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.status = 201;
        this.responseText = json({ success: true, data: [] });
        this.onload?.();
      }
    }
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const fractions: number[] = [];
      const { data, status } = await http.post(
        '/certificates/bulk',
        { rows: [] },
        { onUploadProgress: (e) => e.total && fractions.push(e.loaded / e.total) },
      );
      expect(opened).toEqual(['POST /api/certificates/bulk', json({ rows: [] })]);
      expect(fractions).toEqual([0.5]);
      expect({ data, status }).toEqual({ data: { success: true, data: [] }, status: 201 });
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});
