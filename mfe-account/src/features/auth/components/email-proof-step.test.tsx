import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from 'shared/testing';
import { EmailProofGate } from './email-proof-step';

jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => window.localStorage.setItem('token', 'user-token'));
afterEach(() => {
  api?.restore();
  api = undefined;
  window.localStorage.clear();
});

const signedIn = {
  auth: {
    user: { username: 'ravi', email: 'ravi@example.com', role: 'user' },
    token: 'user-token',
    loading: false,
    role: 'user',
    username: 'ravi',
    error: null,
  },
};

const me = (emailVerified: boolean) => ({
  status: 200,
  body: {
    success: true,
    user: {
      id: 'u1',
      username: 'ravi',
      email: 'ravi@example.com',
      role: 'user',
      fullName: '',
      createdAt: '2026-01-01T00:00:00Z',
      emailVerified,
    },
  },
});

describe('the "confirm your e-mail" step', () => {
  it('asks a signed-in user with an unproven address for the e-mailed code, says why a code fails, and confirms', async () => {
    let tries = 0;
    api = mockApi((req) => {
      if (req.method === 'GET') return me(false);
      if (req.url.endsWith('/email-proof/verify')) {
        tries += 1;
        return tries === 1
          ? {
              status: 400,
              body: {
                success: false,
                code: 'EMAIL_PROOF_INVALID',
                message: 'Invalid or expired code. Enter the newest code or ask for a new one.',
              },
            }
          : { status: 200, body: { success: true, message: 'Your e-mail address is confirmed.' } };
      }
      return { status: 200, body: { success: true, message: 'We sent a new code.' } };
    });
    const { requests } = api;
    const { user } = renderWithProviders(<EmailProofGate />, {
      route: '/test',
      preloadedState: signedIn,
    });
    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    expect(screen.getByText(/We sent a 6-digit code to ravi@example.com/)).toBeVisible();

    // Nothing sent for an incomplete code: the reason is said.
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 6-digit code.');

    const first = screen.getByRole('textbox', { name: 'Code digit 1 of 6' });
    await user.click(first);
    await user.paste('123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired code. Enter the newest code or ask for a new one.',
    );

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code.');

    await user.click(screen.getByRole('textbox', { name: 'Code digit 1 of 6' }));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your e-mail address is confirmed.',
    );
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.url, r.data])).toEqual([
      ['/api/users/me/email-proof/verify', { code: '123456' }],
      ['/api/users/me/email-proof', {}],
      ['/api/users/me/email-proof/verify', { code: '654321' }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('heading', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('asks on the account page too, and says when the address is proven', async () => {
    api = mockApi((req) =>
      req.method === 'GET'
        ? me(false)
        : { status: 200, body: { success: true, message: 'Your e-mail address is confirmed.' } },
    );
    const onProven = jest.fn();
    const { user } = renderWithProviders(<EmailProofGate onProven={onProven} />, {
      route: '/account',
      preloadedState: signedIn,
    });
    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail address' }),
    ).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Code digit 1 of 6' }));
    await user.paste('654321');
    expect(onProven).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your e-mail address is confirmed.',
    );
    expect(onProven).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to a user whose address is proven', async () => {
    api = mockApi(() => me(true));
    renderWithProviders(<EmailProofGate />, { route: '/test', preloadedState: signedIn });
    await waitFor(() => expect(api?.requests.map((r) => r.url)).toEqual(['/api/users/me']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('reads in Arabic', async () => {
    api = mockApi(() => me(false));
    renderWithProviders(<EmailProofGate />, {
      route: '/test',
      preloadedState: signedIn,
      lang: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'أكّد بريدك الإلكتروني' })).toBeVisible();
  });
});
