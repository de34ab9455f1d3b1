import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';
import { ProfileSection } from './profile-section';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'learner-token' });
const learner = staffSession('user', 'learner-token');
const ok = (body: object): Reply => ({ status: 200, body: { success: true, ...body } });
const me = {
  id: 'u1',
  username: 'asha',
  email: 'asha@example.com',
  role: 'user',
  fullName: 'Asha Verma',
  phoneNumber: '+91 98765 43210',
  address: '12 Park Street',
  pinCode: '110001',
  country: 'India',
  linkedIn: '',
  interest: 'Security+',
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
};

function serve(routes: Parameters<typeof byRoute>[0] = {}) {
  return fake.serve(byRoute({ 'GET /users/me': ok({ user: me }), ...routes }));
}

describe('the profile section of /account', () => {
  it('says each wrong field at the field, sends only what changed, and says it is saved', async () => {
    serve({
      'PATCH /users/me': (req) => ok({ data: { ...me, ...(req.data as object) } }),
    });
    const { user } = renderWithProviders(<ProfileSection />, {
      preloadedState: learner,
      route: '/account',
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveValue('+91 98765 43210');
    await user.clear(phone);
    await user.type(phone, 'call me');
    const linkedIn = screen.getByRole('textbox', { name: 'LinkedIn profile' });
    await user.type(linkedIn, 'https://evil.example/in/asha');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(phone).toHaveAccessibleDescription(
      'Use digits, spaces and + ( ) . - only, at least 7 digits.',
    );
    expect(phone).toHaveFocus();
    expect(linkedIn).toHaveAccessibleDescription(/address of a LinkedIn profile/);
    expect(fake.sent('PATCH', '/users/me')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+91 11111 22222');
    await user.clear(linkedIn);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(fake.sent('PATCH', '/users/me').map((r) => r.data)).toEqual([
      { phoneNumber: '+91 11111 22222' },
    ]);
  });

  it('shows the server’s refusal of a taken username', async () => {
    serve({
      'PATCH /users/me': {
        status: 409,
        body: { success: false, code: 'USERNAME_TAKEN', message: 'This username is already taken' },
      },
    });
    const { user } = renderWithProviders(<ProfileSection />, {
      preloadedState: learner,
      route: '/account',
    });
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.clear(username);
    await user.type(username, 'ravi');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This username is already taken')).toBeVisible();
  });

  it('changes the address: password and new address, then the six code boxes', async () => {
    serve({
      'POST /users/me/email-change': ok({ message: 'We sent a 6-digit code to the new address.' }),
      'POST /users/me/email-change/verify': ok({ message: 'Your e-mail address is changed.' }),
    });
    const { user } = renderWithProviders(<ProfileSection />, {
      preloadedState: learner,
      route: '/account',
    });
    const part = await screen.findByRole('region', { name: 'Change e-mail address' });
    expect(within(part).getByTestId('current-email')).toHaveTextContent('asha@example.com');
    await user.click(within(part).getByRole('button', { name: 'Send the code' }));
    expect(within(part).getByRole('textbox', { name: 'New e-mail address' })).toHaveFocus();
    expect(fake.sent('POST', '/users/me/email-change')).toHaveLength(0);

    await user.type(
      within(part).getByRole('textbox', { name: 'New e-mail address' }),
      'asha@new.example',
    );
    await user.type(within(part).getByLabelText('Current password'), 'my password');
    await user.click(within(part).getByRole('button', { name: 'Send the code' }));
    const boxes = await within(part).findByRole('group', {
      name: 'The 6-digit code sent to asha@new.example',
    });
    expect(fake.sent('POST', '/users/me/email-change')[0]?.data).toEqual({
      newEmail: 'asha@new.example',
      password: 'my password',
    });
    await user.click(within(boxes).getByRole('textbox', { name: 'Code digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(within(part).getByRole('button', { name: 'Change my address' }));
    expect(await within(part).findByText('Your e-mail address is changed.')).toBeVisible();
    expect(fake.sent('POST', '/users/me/email-change/verify')[0]?.data).toEqual({ code: '123456' });
    expect(within(part).getByTestId('current-email')).toHaveTextContent('asha@new.example');
  });

  it('deletes the account after the password in the page’s dialog, then signs out to the home page with a message', async () => {
    serve({
      'DELETE /users/me': (req) =>
        (req.data as { password: string }).password === 'right password'
          ? ok({
              message: 'Your account is deleted. Your certificates stay verifiable by their ID.',
            })
          : {
              status: 400,
              body: {
                success: false,
                code: 'PASSWORD_INCORRECT',
                message: 'The password is not correct.',
              },
            },
    });
    const { user, store } = renderWithProviders(<ProfileSection />, {
      preloadedState: learner,
      route: '/account',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete my account' });
    expect(dialog).toHaveAccessibleDescription('Delete your account? This cannot be undone.');
    const password = within(dialog).getByLabelText('Current password');
    await user.type(password, 'wrong password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(
      await within(dialog).findByText('The password is not correct.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(store.getState().auth.token).toBe('learner-token');

    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText(
        'Your account is deleted. Your certificates stay verifiable by their ID.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // The message is shown as the page goes home: the address follows within a moment.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(store.getState().auth.token).toBeFalsy());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the account when the dialog is cancelled, and gives focus back to its button', async () => {
    serve();
    const { user } = renderWithProviders(<ProfileSection />, {
      preloadedState: learner,
      route: '/account',
    });
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(fake.sent('DELETE', '/users/me')).toHaveLength(0);
  });
});
