import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { forgetLoadedRemotes } from '../../lib/remotes/federation';
import { __reset, __setRemoteModule } from '../../testing/federation-runtime-double';
import { Nav } from './nav';

const signedIn = (role: string) => ({
  auth: {
    token: 't',
    user: { username: 'asha', email: 'asha@example.com', role },
    username: 'asha',
    role,
    loading: false,
    error: null,
  },
});

describe('the top navigation', () => {
  beforeEach(() => {
    __reset();
    forgetLoadedRemotes();
    __setRemoteModule('payments/pay-now-menu', async () => ({
      default: () => <button type="button">Pay Now</button>,
    }));
  });

  it('links the main pages, the Pay Now menu and Login', async () => {
    const { user } = renderWithProviders(<Nav />, { route: '/about-us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Services', 'Reviews', 'Contact', 'Login']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveClass('active');
    expect(await within(nav).findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Services' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/our-services');
  });

  it('opens the slide-in menu, keeps focus inside and closes on Escape', async () => {
    const { user } = renderWithProviders(<Nav />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    // Tabbing past the last entry wraps to the first: focus never leaves the menu.
    for (let i = 0; i < 15; i++) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the slide-in menu when a link is followed', async () => {
    const { user } = renderWithProviders(<Nav />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Reviews',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/review-page');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows the user menu with Admin Panel for an admin', async () => {
    const { user } = renderWithProviders(<Nav />, { preloadedState: signedIn('admin') });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const avatar = await screen.findByRole('button', {
      name: /Account menu: asha \(asha@example\.com\)/,
    });
    await user.click(avatar);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('links the Admin Panel for sales staff, who work the orders there', async () => {
    const { user } = renderWithProviders(<Nav />, { preloadedState: signedIn('sales') });
    await user.click(await screen.findByRole('button', { name: /Account menu: asha/ }));
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('has no Admin Panel for other roles and closes on an outside click', async () => {
    const { user } = renderWithProviders(
      <>
        <Nav />
        <p>Page text</p>
      </>,
      { preloadedState: signedIn('user') },
    );
    await user.click(await screen.findByRole('button', { name: /Account menu: asha/ }));
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Page text'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('takes a signed-in buyer to their orders from the account menu', async () => {
    const { user } = renderWithProviders(<Nav />, { preloadedState: signedIn('user') });
    await user.click(await screen.findByRole('button', { name: /Account menu: asha/ }));
    await user.click(screen.getByRole('menuitem', { name: 'My orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('links My orders in the slide-in menu when signed in, and closes it when followed', async () => {
    const { user } = renderWithProviders(<Nav />, { preloadedState: signedIn('user') });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'My orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('has no My orders link for a visitor who is not signed in', async () => {
    const { user } = renderWithProviders(<Nav />);
    expect(screen.queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();
  });

  it('names My orders in Arabic', async () => {
    const { user } = renderWithProviders(<Nav />, {
      preloadedState: signedIn('user'),
      lang: 'ar',
    });
    await user.click(
      await screen.findByRole('button', { name: /قائمة الحساب/ }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('menuitem', { name: 'طلباتي' })).toBeInTheDocument();
  });

  it('logs out: clears the session and the four stored keys', async () => {
    for (const key of ['token', 'user', 'role', 'username']) localStorage.setItem(key, 'x');
    // jsdom cannot navigate; the full reload to /login is covered end to end.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = renderWithProviders(<Nav />, { preloadedState: signedIn('admin') });
    await user.click(await screen.findByRole('button', { name: /Account menu: asha/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    for (const key of ['token', 'user', 'role', 'username']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
