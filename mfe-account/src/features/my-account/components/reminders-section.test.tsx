import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';
import { RemindersSection } from './reminders-section';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'learner-token' });
const learner = staffSession('user', 'learner-token');
const settings = (enabled: boolean): Reply => ({
  status: 200,
  body: { success: true, data: { enabled } },
});

describe('the renewal reminders switch on the account page', () => {
  it('shows the saved choice and turns the reminders off and on again', async () => {
    let stored = true;
    fake.serve(
      byRoute({
        'GET /users/me/reminders': () => settings(stored),
        'PUT /users/me/reminders': (req) => {
          stored = (req.data as { enabled: boolean }).enabled;
          return settings(stored);
        },
      }),
    );
    renderWithProviders(<RemindersSection />, { preloadedState: learner, route: '/account' });
    expect(await screen.findByRole('heading', { name: 'Renewal reminders' })).toBeVisible();
    const box = await screen.findByRole('checkbox', {
      name: 'E-mail me 90 and 30 days before a certificate expires',
    });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/link to stop the reminders/);

    await userEvent.click(box);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Saved: renewal reminders are off.'),
    );
    expect(box).not.toBeChecked();
    expect(fake.sent('PUT', '/users/me/reminders').map((r) => r.data)).toEqual([
      { enabled: false },
    ]);

    // With the keyboard too.
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Saved: renewal reminders are on.');
    expect(stored).toBe(true);
  });

  it('puts the box back and says so when the change is refused', async () => {
    fake.serve(
      byRoute({
        'GET /users/me/reminders': settings(true),
        'PUT /users/me/reminders': { status: 500, body: { success: false, message: 'boom' } },
      }),
    );
    renderWithProviders(<RemindersSection />, { preloadedState: learner, route: '/account' });
    const box = await screen.findByRole('checkbox', { name: /90 and 30 days/ });
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('asks to confirm the address first, with no switch, while it is not proven', async () => {
    fake.serve(
      byRoute({
        'GET /users/me/reminders': {
          status: 409,
          body: { success: false, code: 'REMINDERS_EMAIL_NOT_PROVEN', message: 'not proven' },
        },
      }),
    );
    renderWithProviders(<RemindersSection />, { preloadedState: learner, route: '/account' });
    expect(
      await screen.findByText(/Confirm your e-mail address with the code we sent you/),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('speaks Hindi on a Hindi page', async () => {
    fake.serve(byRoute({ 'GET /users/me/reminders': settings(false) }));
    renderWithProviders(<RemindersSection />, {
      preloadedState: learner,
      route: '/account',
      lang: 'hi',
    });
    const box = await screen.findByRole('checkbox', {
      name: 'प्रमाणपत्र की वैधता समाप्त होने से 90 और 30 दिन पहले मुझे ई-मेल करें',
    });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'नवीनीकरण रिमाइंडर' })).toBeVisible();
  });
});
