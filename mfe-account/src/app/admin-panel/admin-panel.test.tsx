import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { AdminPanel } from '.';
import { fakeApiForEachTest } from '../../testing/fake-api';
import { staffSession } from '../../testing/staff-session';

jest.setTimeout(30_000);

const { serve } = fakeApiForEachTest();

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

  it('shows sales staff the orders and payments only, opening on Orders', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('sales') });
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Orders', 'Payments to confirm']);
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  });

  it('opens on the Certificates tab, the tabs in their order', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Certificates',
      'Users',
      'Question bank',
      'Results',
      'Security events',
      'Assessments',
      'Prices',
      'Voucher stock',
      'Batches',
      'Coupons',
      'Orders',
      'Payments to confirm',
      'Failed e-mails',
      'Audit log',
      'Sign-in security',
    ]);
    expect(screen.getByRole('tab', { name: 'Certificates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Certificates' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Issue a certificate' }),
    ).toBeVisible();
  });

  it('moves between the tabs with the arrow keys, round from the first to the last', async () => {
    serve(() => undefined);
    const { user } = renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    await user.click(screen.getByRole('tab', { name: 'Certificates' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sign-in security' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign-in security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
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
    expect(screen.getByRole('tab', { name: 'प्रमाणपत्र' })).toHaveAttribute('aria-selected', 'true');
    expect(document.body.textContent).not.toMatch(/Certificates|Issue a certificate|Full name/);
  });
});
