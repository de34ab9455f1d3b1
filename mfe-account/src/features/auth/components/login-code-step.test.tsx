import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import AccountRoutes from '../../../exposed/routes';

jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const challenge = 'c'.repeat(40);
const user = { username: 'asha', email: 'asha@example.com', role: 'admin' };
type Reply = { status: number; body?: unknown };

/** The first step asks for the code; `second` answers POST /users/login/mfa. */
function serve(second: (req: Recorded) => Reply) {
  api = mockApi((req) =>
    req.url === '/api/users/login'
      ? {
          status: 200,
          body: {
            success: true,
            code: 'MFA_REQUIRED',
            message: 'Enter the code from your authenticator app to finish signing in.',
            mfaRequired: true,
            challenge,
          },
        }
      : second(req),
  );
  return api;
}

const signedIn: Reply = {
  status: 200,
  body: { success: true, message: 'Logged in', token: 'jwt-mfa', user },
};

/** The password step, filled in and sent; resolves when the code step is shown. */
async function openCodeStep() {
  const rendered = renderWithProviders(<AccountRoutes />, { route: '/login', guarded: true });
  await rendered.user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
  await rendered.user.type(screen.getByLabelText('Password'), 'Correct horse 1');
  await rendered.user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' });
  return rendered;
}

describe('the login page for an account with two-step sign-in', () => {
  it('asks for the code from the app after the password, with the focus in the code field', async () => {
    const { requests } = serve(() => signedIn);
    const { store } = await openCodeStep();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeVisible();
    expect(store.getState().auth.token).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('signs in with the code and the challenge, and the guard takes the visitor on', async () => {
    const { requests } = serve(() => signedIn);
    const { user: person, store } = await openCodeStep();
    await person.type(screen.getByLabelText('Code from the app'), '123 456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/users/login/mfa',
      data: { challenge, code: '123456' },
    });
    expect(store.getState().auth.token).toBe('jwt-mfa');
  });

  it('checks the form of the code before sending it', async () => {
    const { requests } = serve(() => signedIn);
    const { user: person } = await openCodeStep();
    await person.type(screen.getByLabelText('Code from the app'), '12345');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the 6 digits shown in your authenticator app.',
    );
    expect(screen.getByLabelText('Code from the app')).toHaveFocus();
    expect(screen.getByLabelText('Code from the app')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(1);
  });

  it("shows the server's words for a wrong code and stays on the code step", async () => {
    serve(() => ({
      status: 400,
      body: {
        success: false,
        code: 'MFA_CODE_INVALID',
        message: 'The code is not valid. Enter the current code from your authenticator app.',
      },
    }));
    const { user: person, store } = await openCodeStep();
    await person.type(screen.getByLabelText('Code from the app'), '000000');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(screen.getByLabelText('Code from the app')).toHaveFocus();
    expect(store.getState().auth.token).toBeNull();
  });

  it('goes back to the password step with the message when the challenge has expired', async () => {
    serve(() => ({
      status: 401,
      body: {
        success: false,
        code: 'MFA_CHALLENGE_INVALID',
        message: 'This sign-in has expired or was already used. Sign in again.',
      },
    }));
    const { user: person } = await openCodeStep();
    await person.type(screen.getByLabelText('Code from the app'), '123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Sign in again.',
    );
    expect(screen.queryByRole('heading', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('takes a recovery code instead, in its own field', async () => {
    const { requests } = serve(() => signedIn);
    const { user: person, store } = await openCodeStep();
    await person.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeVisible();

    await person.type(field, '123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a recovery code in the form xxxx-xxxx-xxxx.',
    );
    await person.clear(field);
    await person.type(field, 'abcd efgh jk23');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(requests.at(-1)?.data).toEqual({ challenge, code: 'ABCD-EFGH-JK23' });
    expect(store.getState().auth.token).toBe('jwt-mfa');
  });

  it('switches back to the code from the app, and Back starts over without an error', async () => {
    serve(() => ({
      status: 400,
      body: { success: false, code: 'MFA_CODE_INVALID', message: 'The code is not valid.' },
    }));
    const { user: person } = await openCodeStep();
    await person.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await person.click(screen.getByRole('button', { name: 'Use the code from the app instead' }));
    expect(screen.getByLabelText('Code from the app')).toHaveFocus();
    await person.type(screen.getByLabelText('Code from the app'), '000000');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');
    await person.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the code in the page language', async () => {
    serve(() => signedIn);
    const { user: person } = renderWithProviders(<AccountRoutes />, {
      route: '/login',
      guarded: true,
      lang: 'fr',
    });
    await person.type(await screen.findByLabelText('E-mail'), 'asha@example.com');
    await person.type(screen.getByLabelText('Mot de passe'), 'Correct horse 1');
    await person.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Connexion en deux étapes' }),
    ).toBeVisible();
    expect(screen.getByLabelText("Code de l'application")).toHaveFocus();
    expect(
      screen.getByRole('button', { name: 'Utiliser plutôt un code de récupération' }),
    ).toBeVisible();
  });
});
