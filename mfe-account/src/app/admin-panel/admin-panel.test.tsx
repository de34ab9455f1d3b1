import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { AdminPanel } from '.';
import { fakeApiForEachTest } from '../../testing/fake-api';
import { staffSession } from '../../testing/staff-session';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest();

// The home's figures (the tab every member of staff opens on); other lists answer empty.
const homeFigures = {
  today: '2026-11-28',
  orders: {
    today: { count: 1, revenueInr: 118_000, revenueUsd: 0 },
    month: { count: 1, revenueInr: 118_000, revenueUsd: 0 },
  },
  payments: { awaitingConfirmation: 0, held: 0 },
  lowStock: [],
  newEnquiries: 0,
  certificates: null,
  verifications: null,
};
const serve = (handler: Parameters<typeof fake.serve>[0] = () => undefined) =>
  fake.serve((req) =>
    req.url === '/api/admin/home'
      ? { status: 200, body: { success: true, data: homeFigures } }
      : handler(req),
  );

const session = (role: string) => staffSession(role, 't');

describe('the admin panel', () => {
  it('tells a signed-in non-admin they lack access and calls nothing', () => {
    const { requests } = serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('user') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have access to the admin panel',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows sales staff the home, the enquiries, orders and payments only, opening on the home', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('sales') });
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Home',
      'Inbox',
      'Orders',
      'Payments to confirm',
    ]);
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
  });

  it('opens a sales member on Orders from a link to it, never on a tab of admins', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, {
      preloadedState: session('sales'),
      route: '/admin-panel?tab=orders',
    });
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  });

  it('opens the home for a link to a tab the role lacks', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, {
      preloadedState: session('sales'),
      route: '/admin-panel?tab=users',
    });
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("keeps the chosen tab in the address, in the page's language, and a figure opens its tab", async () => {
    serve(() => undefined);
    const { user } = renderWithProviders(<AdminPanel />, {
      preloadedState: session('admin'),
      lang: 'hi',
      route: '/hi/admin-panel',
    });
    const location = await screen.findByTestId('location', {}, { timeout: 5000 });
    await user.click(await screen.findByRole('tab', { name: 'ऑडिट लॉग' }, { timeout: 5000 }));
    expect(location).toHaveTextContent('/admin-panel?tab=audit');
    await user.click(screen.getByRole('tab', { name: 'होम' }));
    expect(location).toHaveTextContent('/admin-panel?tab=home');
    await user.click(
      await screen.findByRole('link', { name: 'आज के भुगतान हुए ऑर्डर' }, { timeout: 5000 }),
    );
    expect(location).toHaveTextContent('/admin-panel?tab=orders');
    expect(screen.getByRole('tab', { name: 'ऑर्डर' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'ऑर्डर' })).toHaveFocus();
  });

  it('opens on the home tab, the tabs in their order', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Home',
      'Certificates',
      'Users',
      'Name corrections',
      'Question bank',
      'Results',
      'Security events',
      'Assessments',
      'Prices',
      'Voucher stock',
      'Batches',
      'Visitor texts',
      'Coupons',
      'Inbox',
      'Orders',
      'Payments to confirm',
      'Failed e-mails',
      'Audit log',
      'Sign-in security',
    ]);
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
  });

  it('moves between the tabs with the arrow keys, round from the first to the last', async () => {
    serve(() => undefined);
    const { user } = renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    await user.click(screen.getByRole('tab', { name: 'Home' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sign-in security' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign-in security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeVisible();
  });

  it.each([
    ['fr', 'Évaluations', 'Évaluations'],
    ['fr', "Journal d'audit", "Journal d'audit"],
    ['hi', 'ऑडिट लॉग', 'ऑडिट लॉग'],
  ] as const)('names the tabs in %s: %s opens its panel', async (lang, tab, heading) => {
    serve(() => undefined);
    const { user } = renderWithProviders(<AdminPanel />, {
      preloadedState: session('admin'),
      lang,
    });
    // Each tab's texts in that language come in a Suspense reveal: more than 1 s here.
    await user.click(await screen.findByRole('tab', { name: tab }, { timeout: 5000 }));
    // The chosen tab's panel suspends in turn until its texts are in.
    const panel = await screen.findByRole('tabpanel', { name: tab }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel).findByRole('heading', { level: 2, name: heading })).toBeVisible();
  });

  it('reads in Hindi, tabs included', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('admin'), lang: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'एडमिन पैनल' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'होम' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'एक नज़र में' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Certificates|At a glance|Paid orders/);
  });
});
