import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from 'shared/testing';
import AccountRoutes from './routes';

// Typing whole forms with userEvent is slow on a busy machine.
jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

function renderSignup() {
  return renderWithProviders(<AccountRoutes />, { route: '/signup' });
}

async function fillValid(user: ReturnType<typeof renderSignup>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'a-good-passphrase');
  await user.type(screen.getByLabelText('Username'), 'asha');
  await user.type(screen.getByLabelText('Phone number'), '+91 98765 43210');
  await user.type(screen.getByLabelText('Address'), '1 MG Road');
  await user.selectOptions(screen.getByLabelText('Country'), 'India');
  await user.type(screen.getByLabelText('PIN / postal code'), '560001');
  await user.selectOptions(screen.getByLabelText('Interested in'), 'Unity game development');
}

describe('the sign-up form', () => {
  it('has every field of the payload, named and labelled', async () => {
    renderSignup();
    // The sign-up screen is its own chunk (exposed/routes.tsx).
    await screen.findByLabelText('E-mail');
    for (const [label, name] of [
      ['E-mail', 'email'],
      ['Password', 'password'],
      ['Username', 'username'],
      ['Phone number', 'phoneNumber'],
      ['Address', 'address'],
      ['PIN / postal code', 'pinCode'],
      ['Country', 'country'],
      ['LinkedIn profile (optional)', 'linkedIn'],
      ['Interested in', 'interest'],
    ] as const) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('name', name);
    }
    const interests = screen.getByLabelText('Interested in');
    for (const area of [
      'CompTIA',
      'PECB',
      'Tally accounting',
      'Microsoft training',
      'Web development',
      'Internship',
    ]) {
      expect(interests).toContainElement(screen.getByRole('option', { name: area }));
    }
  });

  it('shows each problem and sends nothing while the form is wrong', async () => {
    api = mockApi(() => ({ status: 201, body: { success: true, message: 'ok' } }));
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for a 6-digit PIN code in India, a LinkedIn address, and 8+ characters', async () => {
    api = mockApi(() => ({ status: 201, body: { success: true, message: 'ok' } }));
    const { user } = renderSignup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('PIN / postal code'));
    await user.type(screen.getByLabelText('PIN / postal code'), '5600');
    await user.type(screen.getByLabelText('LinkedIn profile (optional)'), 'https://example.com/me');
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a 6-digit Indian PIN code.')).toBeVisible();
    expect(screen.getByText(/Enter a LinkedIn profile address/)).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeVisible();
    expect(api.requests).toHaveLength(0);

    // Outside India the same PIN is acceptable.
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await user.clear(screen.getByLabelText('LinkedIn profile (optional)'));
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'a-good-passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('refuses a javascript: LinkedIn address and markup in the address, as the server does', async () => {
    api = mockApi(() => ({ status: 201, body: { success: true, message: 'ok' } }));
    const { user } = renderSignup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Address'), ' <img src=x onerror=alert(1)>');
    await user.type(
      screen.getByLabelText('LinkedIn profile (optional)'),
      'javascript:alert(1)//https://www.linkedin.com/in/asha',
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'Remove < and > and any invisible or control characters.',
    );
    expect(screen.getByLabelText('LinkedIn profile (optional)')).toHaveAccessibleDescription(
      'Enter a LinkedIn profile address (https://www.linkedin.com/in/…).',
    );
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const { user } = renderSignup();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's message, e.g. a duplicate e-mail", async () => {
    api = mockApi(() => ({
      status: 409,
      body: { success: false, message: 'An account with this email already exists' },
    }));
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it("says 'Signup failed' when the server gives no message", async () => {
    api = mockApi(() => ({ status: 500 }));
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed');
  });

  it('sends the payload and confirms on the login page', async () => {
    api = mockApi(() => ({
      status: 201,
      body: { success: true, message: 'Registration successful' },
    }));
    const { user } = renderSignup();
    await fillValid(user);
    await user.type(
      screen.getByLabelText('LinkedIn profile (optional)'),
      'https://www.linkedin.com/in/asha',
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByText('Your account has been created. Please log in.')).toBeVisible();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/register',
      data: {
        email: 'asha@example.com',
        password: 'a-good-passphrase',
        username: 'asha',
        phoneNumber: '+91 98765 43210',
        address: '1 MG Road',
        pinCode: '560001',
        country: 'India',
        linkedIn: 'https://www.linkedin.com/in/asha',
        interest: 'Unity game development',
      },
    });
  });
});
