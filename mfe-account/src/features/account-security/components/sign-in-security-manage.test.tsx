import { screen, within } from '@testing-library/react';
import { ok, status, codes, sessions, serve, sent, openTab } from './account-security.fixtures';

describe("the admin panel's Sign-in security tab", () => {
  it('lists the sessions in a readable form and signs out another one, then all the others', async () => {
    const third = {
      ...sessions[0]!,
      id: '0b7c6d4e-1111-4a2b-8c3d-000000000003',
      ip: '192.0.2.9',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    };
    serve({
      'GET /users/me/mfa': status(true),
      'GET /users/me/sessions': ok({ data: [...sessions, third] }),
      [`DELETE /users/me/sessions/${sessions[0]!.id}`]: ok({ count: 1 }),
      'DELETE /users/me/sessions': ok({ count: 1 }),
    });
    const { user } = await openTab();
    const section = await screen.findByRole('region', { name: 'Where you are signed in' });
    const items = await within(section).findAllByRole('listitem');
    // This device first, then the most recent.
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Chrome on WindowsThis device',
      'Firefox on Linux',
      'Safari on iOS',
    ]);
    const [current, firefox] = items;
    expect(within(current!).getByText('203.0.113.7')).toBeVisible();
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    const times = within(firefox!).getAllByText(/2026/);
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-03-01T12:00:00.000Z',
      '2026-03-04T12:00:00.000Z',
    ]);
    expect(times[0]).toHaveTextContent(/^Mar 1, 2026/);
    expect(within(firefox!).getByText('Signed in')).toBeVisible();
    expect(within(firefox!).getByText('Last active')).toBeVisible();

    await user.click(
      within(firefox!).getByRole('button', { name: 'Sign out Firefox on Linux (198.51.100.2)' }),
    );
    expect(
      await screen.findByText('Firefox on Linux (198.51.100.2) has been signed out.'),
    ).toBeVisible();
    expect(sent('DELETE', `/users/me/sessions/${sessions[0]!.id}`)).toHaveLength(1);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Where you are signed in' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('1 other session has been signed out.')).toBeVisible();
    expect(sent('DELETE', '/users/me/sessions')).toHaveLength(1);
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('You are not signed in anywhere else.')).toBeVisible();
  });

  it('turns two-step sign-in off after a confirmation with a code or a recovery code', async () => {
    serve({
      'GET /users/me/mfa': status(true, false, 7),
      'GET /users/me/sessions': ok({ data: sessions }),
      'DELETE /users/me/mfa': (req) =>
        (req.data as { code: string }).code === 'ABCD-EFGH-JK23'
          ? ok({ message: 'Two-step sign-in is off.' })
          : {
              status: 400,
              body: { success: false, code: 'MFA_CODE_INVALID', message: 'The code is not valid.' },
            },
    });
    const { user } = await openTab();
    expect(await screen.findByText('7 recovery codes left.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
    expect(dialog).toHaveAccessibleDescription(/protected by its password alone/);
    const field = within(dialog).getByLabelText('Code from the app or recovery code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'text');

    await user.type(field, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code is not valid.');

    await user.clear(field);
    await user.type(field, 'abcd efgh jk23');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Two-step sign-in is off. Your other sessions have been signed out.'),
    ).toBeVisible();
    expect(sent('DELETE', '/users/me/mfa').map((r) => r.data)).toEqual([
      { code: '000000' },
      { code: 'ABCD-EFGH-JK23' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Two-step sign-in is off.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
  });

  it('replaces the recovery codes with a code from the app and shows the new ones once', async () => {
    const fresh = codes.map((code) => code.replace('ABCD', 'WXYZ'));
    serve({
      'GET /users/me/mfa': status(true, false, 2),
      'GET /users/me/sessions': ok({ data: sessions }),
      'POST /users/me/mfa/recovery-codes': ok({ recoveryCodes: fresh }),
    });
    const { user } = await openTab();
    expect(await screen.findByText('2 recovery codes left.')).toBeVisible();
    expect(screen.getByText('Generate new recovery codes before you run out.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveFocus();
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(sent('POST', '/users/me/mfa/recovery-codes')[0]?.data).toEqual({ code: '654321' });
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(fresh);
    expect(
      screen.getByText('New recovery codes generated. The old ones no longer work.'),
    ).toBeVisible();
    expect(screen.getByText('10 recovery codes left.')).toBeVisible();
  });
});
