import { screen, within } from '@testing-library/react';
import {
  ok,
  status,
  codes,
  secret,
  enrolment,
  sessions,
  serve,
  sent,
  openTab,
} from './account-security.fixtures';
import { catchDownloads, readBlob } from '../../../testing/downloads';

describe("the admin panel's Sign-in security tab", () => {
  it('turns two-step sign-in on: QR code and key, the first code, then the ten recovery codes once', async () => {
    serve({
      'GET /users/me/mfa': status(false),
      'GET /users/me/sessions': ok({ data: sessions }),
      'POST /users/me/mfa/totp': enrolment,
      'POST /users/me/mfa/totp/confirm': ok({ recoveryCodes: codes }),
    });
    const { blobs, click } = catchDownloads('blob:codes');
    const { user } = await openTab();

    expect(await screen.findByText('Two-step sign-in is off.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await screen.findByRole('heading', { name: 'Add your account to the authenticator app' }),
    ).toHaveFocus();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(screen.getByText('Key copied.')).toBeVisible();

    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(sent('POST', '/users/me/mfa/totp/confirm')[0]?.data).toEqual({ code: '123456' });
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(
      screen.getByText('Two-step sign-in is on. Your other sessions have been signed out.'),
    ).toBeVisible();
    // Turning it on ended the other sessions: the list is read again.
    expect(sent('GET', '/users/me/sessions')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(click).toHaveBeenCalled();
    const saved = blobs.at(-1);
    expect(saved?.type).toBe('text/plain;charset=utf-8');
    const file = await readBlob(saved!);
    expect(file).toContain('Recovery codes for asha@example.com');
    for (const code of codes) expect(file).toContain(code);
    expect(screen.getByText('Downloaded recovery-codes.txt.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tick the box once the codes are saved somewhere safe.',
    );
    expect(screen.getByRole('checkbox', { name: 'I have saved these codes' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toHaveFocus();
    expect(screen.getByText('Two-step sign-in is on.')).toBeVisible();
    expect(screen.getByText('10 recovery codes left.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate new recovery codes' })).toBeVisible();
    click.mockRestore();
  });

  it('checks the code before sending it, and shows the server refusing a wrong one', async () => {
    serve({
      'GET /users/me/mfa': status(false),
      'GET /users/me/sessions': ok({ data: sessions }),
      'POST /users/me/mfa/totp': enrolment,
      'POST /users/me/mfa/totp/confirm': {
        status: 400,
        body: {
          success: false,
          code: 'MFA_CODE_INVALID',
          message: 'The code is not valid. Enter the current code from your authenticator app.',
        },
      },
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    const field = await screen.findByLabelText('Code from the app');

    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the 6 digits shown in your authenticator app.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST', '/users/me/mfa/totp/confirm')).toHaveLength(0);

    await user.type(field, '9');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(/The code is not valid\./)).toHaveAttribute('role', 'alert');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });
});
