import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { AdminPanel } from '.';
// The Sign-in security tab's answers of the API, its signed-in admin and its mock API's life.
import {
  admin,
  codes,
  enrolment,
  ok,
  sent,
  serve,
  status,
} from '../../features/account-security/components/account-security.fixtures';

// The gate is the panel's: an admin the site requires two-step sign-in of sees only the
// enrolment (the Sign-in security tab's flow) until it is on, whichever tab's call is refused.

describe('the enrolment gate of the admin panel', () => {
  it('shows only the enrolment to an admin who must use two-step sign-in, then the tabs', async () => {
    serve({
      'GET /users/me/mfa': status(false, true),
      'POST /users/me/mfa/totp': enrolment,
      'POST /users/me/mfa/totp/confirm': ok({ recoveryCodes: codes }),
    });
    const { user } = renderWithProviders(<AdminPanel />, { preloadedState: admin });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Turn on two-step sign-in' }),
    ).toHaveFocus();
    expect(
      screen.getByText(
        'Administrators must turn on two-step sign-in before using the admin panel.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign-in security' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Turn on two-step sign-in' })).toBeNull();
  });

  it('comes up when an admin call is refused with MFA_ENROLMENT_REQUIRED', async () => {
    serve({
      // The status could not be read; the refusal still brings the gate up.
      'GET /users/me/mfa': { status: 500, body: { success: false, message: 'Internal error' } },
      'GET /admin/home': {
        status: 403,
        body: {
          success: false,
          code: 'MFA_ENROLMENT_REQUIRED',
          message: 'Administrators must turn on two-step sign-in first.',
        },
      },
    });
    renderWithProviders(<AdminPanel />, { preloadedState: admin });
    expect(screen.getByRole('tablist')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Turn on two-step sign-in' }),
    ).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('keeps the tabs for an admin who has it on, and for one the site does not require it of', async () => {
    serve({ 'GET /users/me/mfa': status(false, false) });
    renderWithProviders(<AdminPanel />, { preloadedState: admin });
    await screen.findByRole('tablist');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('GET', '/users/me/mfa')).toHaveLength(1);
    expect(screen.getByRole('tablist')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Turn on two-step sign-in' })).toBeNull();
  });

  it('speaks the page language, Arabic right to left included', async () => {
    serve({ 'GET /users/me/mfa': status(false, true) });
    renderWithProviders(<AdminPanel />, { preloadedState: admin, lang: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'فعِّل تسجيل الدخول بخطوتين' }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'تفعيل تسجيل الدخول بخطوتين' })).toBeVisible();
  });
});
