import { screen, within } from '@testing-library/react';
import type { Lang } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { AccountSecurityPanel } from './account-security';

jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => {
  api?.restore();
  api = undefined;
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

const admin = {
  auth: {
    user: { username: 'asha', email: 'asha@example.com', role: 'admin' },
    token: 'admin-token',
    loading: false,
    role: 'admin',
    username: 'asha',
    error: null,
  },
};

type Reply = { status: number; body?: unknown };
const ok = (body: object): Reply => ({ status: 200, body: { success: true, ...body } });
const status = (enabled: boolean, required = false, recoveryCodesLeft = enabled ? 10 : 0) =>
  ok({ enabled, required, recoveryCodesLeft });

const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JK${String(i).padStart(2, '2')}`);
const secret = 'JBSWY3DPEHPK3PXP';
const enrolment = ok({
  secret,
  otpauthUri: `otpauth://totp/Skillbridge:asha%40example.com?secret=${secret}&issuer=Skillbridge`,
});

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const sessions = [
  {
    id: '0b7c6d4e-1111-4a2b-8c3d-000000000002',
    userAgent: firefoxOnLinux,
    ip: '198.51.100.2',
    createdAt: '2026-03-01T12:00:00.000Z',
    lastUsedAt: '2026-03-04T12:00:00.000Z',
    current: false,
  },
  {
    id: '0b7c6d4e-1111-4a2b-8c3d-000000000001',
    userAgent: chromeOnWindows,
    ip: '203.0.113.7',
    createdAt: '2026-03-05T12:00:00.000Z',
    lastUsedAt: '2026-03-05T12:30:00.000Z',
    current: true,
  },
];

/** Answers the security routes with `routes` ('GET /users/me/mfa'…), anything else with an empty page. */
function serve(routes: Record<string, Reply | ((req: Recorded) => Reply)>) {
  api = mockApi((req) => {
    const route = routes[`${req.method} ${req.url.replace(/^\/api/, '')}`];
    if (route) return typeof route === 'function' ? route(req) : route;
    return { status: 200, body: { success: true, data: [], total: 0, page: 1, pageSize: 20 } };
  });
  return api;
}

const sent = (method: string, path: string) =>
  api?.requests.filter((r) => r.method === method && r.url === `/api${path}`) ?? [];

async function openTab(lang?: Lang) {
  const rendered = renderWithProviders(<AccountSecurityPanel />, { preloadedState: admin, lang });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sign-in security' })).toBeVisible();
  return rendered;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe("the admin panel's Sign-in security tab", () => {
  it('turns two-step sign-in on: QR code and key, the first code, then the ten recovery codes once', async () => {
    serve({
      'GET /users/me/mfa': status(false),
      'GET /users/me/sessions': ok({ data: sessions }),
      'POST /users/me/mfa/totp': enrolment,
      'POST /users/me/mfa/totp/confirm': ok({ recoveryCodes: codes }),
    });
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
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
