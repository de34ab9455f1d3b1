import { mockApi } from '../testing/mock-adapter';
import { DEFAULT_REQUEST_ERROR, http, onUnauthorized, REQUEST_TIMEOUT_MS } from './client';

describe('the HTTP client', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('sends the stored token as a bearer header on every request', async () => {
    api = mockApi(() => ({ status: 200, body: { success: true } }));
    window.localStorage.setItem('token', 'abc.def.ghi');
    await http.get('/users/me');
    await http.post('/results', { attemptId: 1 });
    expect(api.requests.map((r) => r.headers.Authorization)).toEqual([
      'Bearer abc.def.ghi',
      'Bearer abc.def.ghi',
    ]);
  });

  it('sends no Authorization header when no token is stored', async () => {
    api = mockApi(() => ({ status: 200, body: { success: true } }));
    await http.get('/certificates/X');
    expect(api.requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends JSON to the /api base address with a 10 second timeout', async () => {
    api = mockApi(() => ({ status: 200, body: {} }));
    await http.post('/users/login', { email: 'a@example.com', password: 'x' });
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/login',
      data: { email: 'a@example.com', password: 'x' },
    });
    expect(api.requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it("passes a failed response's body on as the error", async () => {
    api = mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    }));
    await expect(http.post('/users/login', {})).rejects.toMatchObject({
      success: false,
      message: 'Invalid email or password',
      status: 401,
    });
  });

  it('rejects with the default message when the failure has no body', async () => {
    api = mockApi(() => ({ status: 502 }));
    await expect(http.get('/x')).rejects.toEqual({
      success: false,
      message: 'An error occurred during the request.',
      status: 502,
    });
  });

  it('rejects with the default message when the network fails', async () => {
    api = mockApi(() => 'network-error');
    await expect(http.get('/x')).rejects.toEqual({
      success: false,
      message: DEFAULT_REQUEST_ERROR,
    });
  });

  it('tells the session layer when the API refuses a stored token', async () => {
    api = mockApi(() => ({ status: 401, body: { success: false, message: 'Session expired' } }));
    const seen: string[] = [];
    const stop = onUnauthorized((f) => seen.push(f.message));
    window.localStorage.setItem('token', 'old');
    await expect(http.get('/users/me')).rejects.toMatchObject({ status: 401 });
    window.localStorage.removeItem('token');
    await expect(http.post('/users/login', {})).rejects.toMatchObject({ status: 401 });
    stop();
    expect(seen).toEqual(['Session expired']);
  });
});
