import { act, screen } from '@testing-library/react';
import { http, storageKeys } from 'shared';
import { mockApi, renderWithProviders } from 'shared/testing';
import AccountRoutes from './routes';
import { staffSession } from '../testing/staff-session';

// Typing whole forms with userEvent is slow on a busy machine.
jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  localStorage.clear();
});

const signedIn = staffSession('admin', 'old-token');

describe('the login page', () => {
  it("shows the server's message, and 'Login failed' when there is none", async () => {
    api = mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    }));
    const { user } = renderWithProviders(<AccountRoutes />, { route: '/login' });
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    api.restore();
    api = mockApi(() => ({ status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed')).toBeVisible();
  });

  it('links to the reset screen', () => {
    renderWithProviders(<AccountRoutes />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('signs out with a message when the API rejects the stored token', async () => {
    for (const [key, value] of Object.entries({
      token: 'old-token',
      username: 'asha',
      role: 'admin',
      user: '{"username":"asha"}',
    })) {
      localStorage.setItem(key, value);
    }
    api = mockApi(() => ({ status: 401, body: { success: false, message: 'Session expired' } }));
    const { store } = renderWithProviders(<AccountRoutes />, {
      route: '/admin-panel',
      preloadedState: signedIn,
      guarded: true,
    });
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(store.getState().auth.token).toBeNull();
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores a 401 on a request that carried no token', async () => {
    api = mockApi(() => ({
      status: 401,
      body: { success: false, message: 'Invalid email or password' },
    }));
    const { store } = renderWithProviders(<AccountRoutes />, { route: '/login' });
    await act(async () => {
      await http.post('/users/login', { email: 'a@b.c', password: 'x' }).catch(() => undefined);
    });
    expect(store.getState().auth.error).toBeNull();
  });

  it('loads its French texts on demand', async () => {
    renderWithProviders(<AccountRoutes />, { route: '/login', lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('name', 'password');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
  });
});
