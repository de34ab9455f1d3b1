import { act, screen } from '@testing-library/react';
import { loggedIn } from '../store/auth-slice';
import { renderWithProviders } from '../testing';
import { makeStore } from '../store/store';

const signedIn = () =>
  makeStore({
    auth: {
      token: 't',
      user: { username: 'ravi' },
      username: 'ravi',
      role: 'user',
      loading: false,
      error: null,
    },
  });

function Page() {
  return <p>page content</p>;
}

describe('the route guards', () => {
  it.each(['/test', '/admin-panel'])(
    'send a visitor without a token from %s to /login',
    (route) => {
      renderWithProviders(<Page />, { route, guarded: true });
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it('return a visitor to /admin-panel once a token exists after the redirect', () => {
    const { store } = renderWithProviders(<Page />, { route: '/admin-panel', guarded: true });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    act(() => {
      store.dispatch(loggedIn({ token: 't', user: { username: 'ravi' } }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin-panel$/);
  });

  it('let a visitor with a token reach /test and /admin-panel', () => {
    renderWithProviders(<Page />, { route: '/admin-panel', guarded: true, store: signedIn() });
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-panel');
  });

  it.each(['/login', '/signup', '/forgot-password'])(
    'send a visitor with a token from %s to /',
    (route) => {
      renderWithProviders(<Page />, { route, guarded: true, store: signedIn() });
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it('keep the language: /hi/test without a token goes to /hi/login, and back after it', () => {
    const { store, history } = renderWithProviders(<Page />, {
      route: '/hi/admin-panel',
      guarded: true,
    });
    expect(history.location.pathname).toBe('/hi/login');
    act(() => {
      store.dispatch(loggedIn({ token: 't', user: { username: 'ravi' } }));
    });
    expect(history.location.pathname).toBe('/hi/admin-panel');
  });

  it('send /ar/test without a token to /ar/login', async () => {
    const { history } = renderWithProviders(<Page />, { route: '/ar/test', guarded: true });
    expect(history.location.pathname).toBe('/ar/login');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('send a visitor with a token from /fr/login to the French home page', () => {
    const { history } = renderWithProviders(<Page />, {
      route: '/fr/login',
      guarded: true,
      store: signedIn(),
    });
    expect(history.location.pathname).toBe('/fr');
  });

  it('send a visitor without a token from /hi/account to /hi/login, and back to the account page after signing in', () => {
    const { store, history } = renderWithProviders(<Page />, {
      route: '/hi/account',
      guarded: true,
    });
    expect(history.location.pathname).toBe('/hi/login');
    act(() => {
      store.dispatch(loggedIn({ token: 't', user: { username: 'ravi' } }));
    });
    expect(history.location.pathname).toBe('/hi/account');
  });

  it('send a visitor without a token from the checkout and the orders to /login', () => {
    renderWithProviders(<Page />, { route: '/orders/SB-ORD-7K3P-9QXA', guarded: true });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('return a buyer to the checkout after signing up, which ends on /login without the origin', () => {
    const { store, history } = renderWithProviders(<Page />, {
      route: '/checkout?voucher=security-plus',
      guarded: true,
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    act(() => history.push('/signup'));
    act(() => history.push('/login', { notice: 'Registered' }));
    act(() => {
      store.dispatch(loggedIn({ token: 't', user: { username: 'ravi' } }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout\?voucher=security-plus$/);
    // Used once: a later sign-in from the login page goes home as before.
    expect(window.sessionStorage.getItem('auth.returnTo')).toBeNull();
  });

  it('leave public pages alone', () => {
    renderWithProviders(<Page />, { route: '/CertificateLookup', guarded: true });
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});
