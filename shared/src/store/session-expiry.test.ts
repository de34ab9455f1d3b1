import { mockApi } from '../testing/mock-adapter';
import { http } from '../http/client';
import { SESSION_EXPIRED_MESSAGE, watchSessionExpiry } from './session-expiry';
import { makeStore } from './store';

describe('session expiry', () => {
  it('signs the user out with a message when the API refuses the stored token', async () => {
    window.localStorage.setItem('token', 'revoked');
    window.localStorage.setItem('user', JSON.stringify({ username: 'asha' }));
    const store = makeStore();
    const stop = watchSessionExpiry(store);
    const api = mockApi(() => ({ status: 401, body: { success: false, message: 'Unauthorized' } }));
    await expect(http.get('/users/me')).rejects.toMatchObject({ status: 401 });
    api.restore();
    stop();
    expect(store.getState().auth).toMatchObject({ token: null, error: SESSION_EXPIRED_MESSAGE });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('leaves a signed-out visitor alone when a login attempt is refused', async () => {
    const store = makeStore();
    const stop = watchSessionExpiry(store);
    const api = mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    }));
    await expect(http.post('/users/login', {})).rejects.toMatchObject({ status: 401 });
    api.restore();
    stop();
    expect(store.getState().auth.error).toBeNull();
  });
});
