import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { __reset, __setRemoteModule, calls } from '../testing/federation-runtime-double';
import { forgetLoadedRemotes } from '../lib/remotes/federation';
import { App } from './app';

describe('the shell', () => {
  beforeEach(() => {
    __reset();
    forgetLoadedRemotes();
    __setRemoteModule('payments/pay-now-menu', async () => ({
      default: () => <button>Pay Now</button>,
    }));
  });

  it.each([
    ['/comptia/specialist/a-plus', 'catalog/routes'],
    ['/pecb/privacy/gdpr', 'catalog/routes'],
    ['/PECB', 'catalog/routes'],
    ['/CertificateLookup', 'certificates/routes'],
    ['/verify-certificate', 'certificates/routes'],
    ['/login', 'account/routes'],
  ])('hands %s to the remote that owns it', async (route, id) => {
    __setRemoteModule(id, async () => ({ default: () => <h1>Remote {id}</h1> }));
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { name: `Remote ${id}` })).toBeInTheDocument();
    expect(calls).toContain(id);
  });

  it('renders its own pages without loading a page remote', async () => {
    renderWithProviders(<App />, { route: '/about-us' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About us' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(calls).toEqual(['payments/pay-now-menu']);
  });

  it('shows the not-found page for an unknown address', async () => {
    renderWithProviders(<App />, { route: '/definitely/not/here' });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });

  it('shows a service detail page only for a known service', async () => {
    renderWithProviders(<App />, { route: '/service-detail/unknown' });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });

  it('offers Login when signed out and the account menu when signed in', async () => {
    const { unmount } = renderWithProviders(<App />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    unmount();
    const signedIn = renderWithProviders(<App />, {
      route: '/',
      preloadedState: {
        auth: {
          token: 't',
          user: { username: 'asha', email: 'asha@example.com', role: 'admin' },
          username: 'asha',
          role: 'admin',
          loading: false,
          error: null,
        },
      },
    });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await signedIn.user.click(await screen.findByRole('button', { name: /Account menu: asha/ }));
    expect(screen.getByRole('button', { name: /asha@example\.com/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' })).toBeInTheDocument();
  });
});
