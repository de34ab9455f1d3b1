import { mockApi } from '../testing/mock-adapter';
import {
  authMessages,
  authReducer,
  initialAuthState,
  login,
  loginWithCode,
  loggedIn,
  loggedOut,
  selectAuth,
  selectIsAdmin,
  selectIsStaff,
  sendOtp,
  verifyOtp,
} from './auth-slice';
import { logout } from './logout';
import { makeStore } from './store';

const user = { username: 'asha', email: 'asha@example.com', role: 'admin' };

describe('the auth store', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('saves token, username, role and user in state and storage after a successful login', async () => {
    api = mockApi(() => ({
      status: 200,
      body: { success: true, message: 'ok', token: 'jwt-1', user },
    }));
    const store = makeStore();
    await store.dispatch(login({ email: user.email, password: 'Correct horse 1' }));
    expect(selectAuth(store.getState())).toEqual({
      user,
      token: 'jwt-1',
      username: 'asha',
      role: 'admin',
      loading: false,
      error: null,
    });
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    expect(window.localStorage.getItem('username')).toBe('asha');
    expect(window.localStorage.getItem('role')).toBe('admin');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it.each([
    ['admin', true],
    ['sales', true],
    ['employee', false],
    ['user', false],
  ])('lets a %s into the admin panel: %s', (role, staff) => {
    const state = { auth: { ...initialAuthState, token: 't', role } };
    expect(selectIsStaff(state)).toBe(staff);
  });

  it('stores nothing and shows the message when the response is not success true', async () => {
    api = mockApi(() => ({ status: 200, body: { success: false, message: 'Account locked' } }));
    const store = makeStore();
    await store.dispatch(login({ email: 'a@example.com', password: 'x' }));
    expect(store.getState().auth).toMatchObject({
      token: null,
      error: 'Account locked',
      loading: false,
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message when login is refused", async () => {
    api = mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    }));
    const store = makeStore();
    await store.dispatch(login({ email: 'a@example.com', password: 'x' }));
    expect(store.getState().auth.error).toBe('Invalid email or password');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    api = mockApi(() => 'network-error');
    const store = makeStore();
    const pending = store.dispatch(login({ email: 'a@example.com', password: 'x' }));
    expect(store.getState().auth.loading).toBe(true);
    await pending;
    expect(store.getState().auth).toMatchObject({ loading: false, error: 'Login failed' });
  });

  it('clears the previous error when a new action starts', async () => {
    api = mockApi(() => ({
      status: 200,
      body: { success: true, message: 'OTP sent successfully' },
    }));
    const store = makeStore({
      auth: { ...makeStore().getState().auth, error: 'Old error' },
    });
    const pending = store.dispatch(sendOtp({ email: 'a@example.com' }));
    expect(store.getState().auth).toMatchObject({ loading: true, error: null });
    await pending;
    expect(store.getState().auth).toMatchObject({ loading: false, error: null, token: null });
  });

  it('uses the state-level messages for code failures', async () => {
    api = mockApi(() => ({ status: 500 }));
    const store = makeStore();
    const sent = await store.dispatch(sendOtp({ email: 'a@example.com' }));
    expect(sent).toMatchObject({
      ok: false,
      error: 'OTP Failed to be Sent',
      failure: { status: 500 },
    });
    api.restore();
    api = mockApi(() => ({ status: 400, body: { success: false } }));
    const result = await store.dispatch(verifyOtp({ email: 'a@example.com', otp: '123456' }));
    expect(result).toMatchObject({ ok: false, error: authMessages.verifyOtpFailed });
    expect(store.getState().auth.error).toBe('OTP Failed to be Verified');
  });

  it('restores the session on start when a token and a stored user both exist', () => {
    window.localStorage.setItem('token', 'jwt-2');
    window.localStorage.setItem('username', 'asha');
    window.localStorage.setItem('role', 'admin');
    window.localStorage.setItem('user', JSON.stringify(user));
    expect(makeStore().getState().auth).toMatchObject({
      token: 'jwt-2',
      username: 'asha',
      role: 'admin',
      user,
    });
  });

  it('does not restore a session from a token without a stored user', () => {
    window.localStorage.setItem('token', 'jwt-3');
    expect(makeStore().getState().auth.token).toBeNull();
  });

  it('does not restore a session from a corrupt stored user', () => {
    window.localStorage.setItem('token', 'jwt-3');
    window.localStorage.setItem('user', '{not json');
    expect(makeStore().getState().auth.token).toBeNull();
  });

  it('asks for the second step when the account has a second factor, then signs in with the code', async () => {
    api = mockApi((req) =>
      req.url.endsWith('/users/login')
        ? {
            status: 200,
            body: {
              success: true,
              message: 'Enter the code',
              mfaRequired: true,
              challenge: 'c'.repeat(40),
            },
          }
        : { status: 200, body: { success: true, message: 'ok', token: 'jwt-2', user } },
    );
    const store = makeStore();
    const first = await store.dispatch(login({ email: user.email, password: 'Correct horse 1' }));
    expect(first).toEqual({ ok: true, data: { mfaRequired: true, challenge: 'c'.repeat(40) } });
    expect(store.getState().auth).toMatchObject({ token: null, loading: false, error: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    const second = await store.dispatch(
      loginWithCode({ challenge: 'c'.repeat(40), code: '123456' }),
    );
    expect(second.ok).toBe(true);
    expect(api.requests[1]).toMatchObject({
      method: 'POST',
      data: { challenge: 'c'.repeat(40), code: '123456' },
    });
    expect(api.requests[1]?.url).toMatch(/\/users\/login\/mfa$/);
    expect(store.getState().auth.token).toBe('jwt-2');
  });

  it("shows the server's message when the second step's code is refused", async () => {
    api = mockApi(() => ({
      status: 400,
      body: { success: false, code: 'MFA_CODE_INVALID', message: 'The code is not valid.' },
    }));
    const store = makeStore();
    const result = await store.dispatch(
      loginWithCode({ challenge: 'c'.repeat(40), code: '000000' }),
    );
    expect(result).toMatchObject({ ok: false, error: 'The code is not valid.' });
    expect(store.getState().auth).toMatchObject({ token: null, error: 'The code is not valid.' });
  });

  it('logout ends the session on the server with its token, clears the state and the four storage keys, then goes to /login', async () => {
    api = mockApi(() => ({ status: 200, body: { success: true, message: 'Signed out.' } }));
    window.localStorage.setItem('token', 'jwt-4');
    window.localStorage.setItem('username', 'asha');
    window.localStorage.setItem('role', 'admin');
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('lang', 'fr');
    const store = makeStore();
    const visited: string[] = [];
    const done = logout(store.dispatch, (url) => visited.push(url));
    expect(store.getState().auth).toMatchObject({
      token: null,
      user: null,
      role: null,
      username: null,
    });
    for (const key of ['token', 'username', 'role', 'user']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem('lang')).toBe('fr');
    await done;
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer jwt-4' },
    });
    expect(api.requests[0]?.url).toMatch(/\/users\/logout$/);
    expect(visited).toEqual(['/login']);
  });

  it('logout still leaves for /login when the server cannot be reached', async () => {
    api = mockApi(() => 'network-error');
    window.localStorage.setItem('token', 'jwt-8');
    window.localStorage.setItem('user', JSON.stringify(user));
    const visited: string[] = [];
    await logout(makeStore().dispatch, (url) => visited.push(url), '/fr/test');
    expect(visited).toEqual(['/fr/login']);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logout from a page in another language goes to the login page in that language', () => {
    const store = makeStore();
    const visited: string[] = [];
    logout(store.dispatch, (url) => visited.push(url), '/hi/admin-panel');
    logout(store.dispatch, (url) => visited.push(url), '/ar');
    expect(visited).toEqual(['/hi/login', '/ar/login']);
  });

  it('logout also clears a stale token that never made a session', async () => {
    api = mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Invalid or expired token' },
    }));
    window.localStorage.setItem('token', 'jwt-5');
    const store = makeStore();
    await logout(store.dispatch, () => undefined);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('the loggedOut action ends a session and empties the four storage keys', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 'jwt-6', user }));
    expect(window.localStorage.getItem('token')).toBe('jwt-6');
    store.dispatch(loggedOut());
    for (const key of ['token', 'username', 'role', 'user']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });

  it('has a pure reducer: it returns new state and touches no storage', () => {
    const before = { ...initialAuthState };
    const action = loggedIn({ token: 'jwt-7', user });
    const after = authReducer(before, action);
    expect(authReducer(before, action)).toEqual(after);
    expect(after).toMatchObject({ token: 'jwt-7', username: 'asha', role: 'admin' });
    expect(before).toEqual(initialAuthState);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(authReducer(after, { type: 'unrelated' })).toBe(after);
    expect(authReducer(after, loggedOut())).toMatchObject({ token: null, user: null });
    expect(window.localStorage.length).toBe(0);
  });
});
