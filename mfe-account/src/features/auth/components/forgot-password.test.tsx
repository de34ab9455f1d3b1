import { screen, waitFor } from '@testing-library/react';
import { http } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { Route, Routes } from 'react-router-dom';
import { ForgotPassword } from './forgot-password';

type Reply = { status: number; body?: unknown } | 'network-error';
// Typing whole forms with userEvent is slow on a busy machine.
jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const ok = {
  send: { status: 200, body: { success: true, message: 'OTP sent successfully' } },
  verify: {
    status: 200,
    body: {
      success: true,
      message: 'OTP verified successfully. Enter your new password',
      resetToken: 'grant-123',
    },
  },
  reset: { status: 200, body: { success: true, message: 'Password changed successfully' } },
};

function serve(overrides: Partial<Record<'send' | 'verify' | 'reset', Reply>> = {}) {
  const replies = { ...ok, ...overrides };
  api = mockApi((req: Recorded) => {
    if (req.url.endsWith('/sendOTPToEmail')) return replies.send;
    if (req.url.endsWith('/verifyOtp')) return replies.verify;
    return replies.reset;
  });
  return api;
}

function renderScreen() {
  const alert = jest.fn();
  const utils = renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPassword alert={alert} />} />
      <Route path="/login" element={<h1>Log in</h1>} />
    </Routes>,
    { route: '/forgot-password' },
  );
  return { ...utils, alert };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Code digit ${n} of 6` });

async function toCodeStep(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('OTP sent successfully')).toBeVisible();
}

async function toPasswordStep(user: ReturnType<typeof renderScreen>['user']) {
  await toCodeStep(user);
  await user.click(box(1));
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  expect(
    await screen.findByText('OTP verified successfully. Enter your new password'),
  ).toBeVisible();
}

describe('the forgot-password screen', () => {
  it("says 'Email is required' and sends nothing for a blank e-mail", async () => {
    const { requests } = serve();
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('goes through the three steps and sends the reset token with the new password', async () => {
    const { requests } = serve();
    const { user, alert } = renderScreen();
    await toPasswordStep(user);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'brand-new-passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Password changed successfully! Please login with your new password.',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(requests.map((r) => [r.url, r.data])).toEqual([
      ['/api/users/sendOTPToEmail', { email: 'asha@example.com' }],
      ['/api/users/verifyOtp', { email: 'asha@example.com', otp: '123456' }],
      [
        '/api/users/reset_password',
        { email: 'asha@example.com', newPassword: 'brand-new-passphrase', resetToken: 'grant-123' },
      ],
    ]);
  });

  it('replaces the screen with the loading animation while a request runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    api = mockApi(() => ok.send);
    // Hold the answer until the test has looked at the screen.
    const answer = http.defaults.adapter;
    http.defaults.adapter = async (config) => {
      await gate;
      return answer(config);
    };
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Loading content...')).toBeVisible();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('OTP sent successfully')).toBeVisible();
  });

  it("says 'Please enter the OTP' for an empty code", async () => {
    const { requests } = serve();
    const { user } = renderScreen();
    await toCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the OTP');
    expect(requests).toHaveLength(1);
  });

  it('checks the passwords match and are at least 8 characters', async () => {
    const { requests } = serve();
    const { user } = renderScreen();
    await toPasswordStep(user);
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgX');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long',
    );
    expect(requests).toHaveLength(2);
  });

  it('has a show/hide toggle on the new password', async () => {
    serve();
    const { user } = renderScreen();
    await toPasswordStep(user);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(input).toHaveAttribute('type', 'text');
  });

  it('editing the e-mail clears the code and the passwords and hides the code step', async () => {
    serve();
    const { user } = renderScreen();
    await toPasswordStep(user);
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('OTP sent successfully')).toBeVisible();
    for (let n = 1; n <= 6; n += 1) expect(box(n)).toHaveValue('');
  });

  it.each([
    ['send', 'Failed to send OTP'],
    ['verify', 'Invalid OTP'],
    ['reset', 'Failed to reset password'],
  ] as const)("shows the fallback when %s fails without a message: '%s'", async (step, text) => {
    serve({ [step]: { status: 500 } });
    const { user } = renderScreen();
    if (step === 'send') {
      await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
    } else if (step === 'verify') {
      await toCodeStep(user);
      await user.click(box(1));
      await user.paste('123456');
      await user.click(screen.getByRole('button', { name: 'Verify code' }));
    } else {
      await toPasswordStep(user);
      await user.type(screen.getByLabelText('New password'), 'abcdefgh');
      await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it("shows the server's message in a red box and stays on the step", async () => {
    serve({ verify: { status: 400, body: { success: false, message: 'Invalid or expired OTP' } } });
    const { user } = renderScreen();
    await toCodeStep(user);
    await user.click(box(1));
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(box(1)).toBeVisible();
  });

  it("says 'Please try again later' when the server cannot be reached", async () => {
    serve({ send: 'network-error' });
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later');
  });
});
