import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { AdminPanel } from './admin-panel';
import { UsersPanel } from './users-panel';

jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const session = (role: string) => ({
  auth: {
    user: { username: 'asha', email: 'asha@example.com', role },
    token: 't',
    loading: false,
    role,
    username: 'asha',
    error: null,
  },
});

const certificate = {
  certificateId: 'SB-ABCDEFGHJK',
  fullName: 'Meera Iyer',
  courseName: 'CompTIA Network+',
  issuedBy: 'Skillbridge',
  issueDate: '2026-01-05',
  status: 'valid',
  createdAt: '2026-01-05T00:00:00Z',
};

function serve(handler: (req: Recorded) => { status: number; body?: unknown } | undefined) {
  api = mockApi((req) => {
    const answer = handler(req);
    if (answer) return answer;
    return { status: 200, body: { success: true, data: [], total: 0, page: 1, pageSize: 20 } };
  });
  return api;
}

describe('the admin panel', () => {
  it('tells a signed-in non-admin they lack access and calls nothing', () => {
    const { requests } = serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('user') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have access to the admin panel',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('issues a certificate and shows its new ID', async () => {
    const { requests } = serve((req) =>
      req.method === 'POST' && req.url === '/api/certificates'
        ? { status: 201, body: { success: true, data: certificate } }
        : undefined,
    );
    const { user } = renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    expect(screen.getByRole('tab', { name: 'Certificates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Full name and course are required.');
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Course'), 'CompTIA Network+');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(
      await screen.findByText('Certificate SB-ABCDEFGHJK issued for Meera Iyer.'),
    ).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      fullName: 'Meera Iyer',
      courseName: 'CompTIA Network+',
    });
  });

  it("shows the server's error when issuing fails", async () => {
    serve((req) =>
      req.method === 'POST'
        ? { status: 403, body: { success: false, message: 'Administrators only' } }
        : undefined,
    );
    const { user } = renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Course'), 'CompTIA Network+');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText('Administrators only')).toBeVisible();
  });

  it('previews a CSV file, flags bad rows and imports only a clean file', async () => {
    const { requests } = serve((req) =>
      req.url === '/api/certificates/bulk'
        ? {
            status: 400,
            body: {
              success: false,
              message: 'No certificates were imported: 1 row has errors',
              errors: [{ row: 2, message: 'certificateId OLD-1 already exists' }],
            },
          }
        : undefined,
    );
    const { user } = renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    const bad = new File(
      ['fullName,courseName,issueDate\nMeera Iyer,Network+,2026-01-05\n,Security+,\n'],
      'bad.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('CSV file'), bad);
    expect(await screen.findByText('Preview: 2 rows, 1 with problems')).toBeVisible();
    expect(screen.getByText('fullName is required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import 2 certificates' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fix the rows with problems before importing.',
    );
    expect(requests.filter((r) => r.url.endsWith('/bulk'))).toHaveLength(0);

    const good = new File(
      ['fullName,courseName,certificateId\nMeera Iyer,Network+,\nRavi Kumar,Security+,OLD-1\n'],
      'good.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('CSV file'), good);
    expect(await screen.findByText('Preview: 2 rows, 0 with problems')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import 2 certificates' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No certificates were imported: 1 row has errors');
    expect(within(alert).getByText('Row 2: certificateId OLD-1 already exists')).toBeVisible();
    expect(requests.find((r) => r.url.endsWith('/bulk'))?.data).toEqual({
      rows: [
        { fullName: 'Meera Iyer', courseName: 'Network+' },
        { fullName: 'Ravi Kumar', courseName: 'Security+', certificateId: 'OLD-1' },
      ],
    });
  });

  it.each([
    ['en', 'CSV file', 'Preview: 1 row, 0 with problems', 'Import 1 certificate'],
    ['ar', 'ملف CSV', 'معاينة: صف واحد؛ صفوف بها مشكلات: 0', 'استيراد شهادة واحدة'],
  ] as const)(
    'counts one CSV row in the plural rules of %s',
    async (lang, label, preview, button) => {
      serve(() => undefined);
      const { user } = renderWithProviders(<AdminPanel />, {
        preloadedState: session('admin'),
        lang,
      });
      const one = new File(['fullName,courseName\nMeera Iyer,Network+\n'], 'one.csv', {
        type: 'text/csv',
      });
      // The file button and its state are the page's language, not the browser's.
      expect(
        await screen.findByText(lang === 'en' ? 'No file chosen' : 'لم يُختر أي ملف'),
      ).toBeVisible();
      await user.upload(await screen.findByLabelText(label), one);
      expect(await screen.findByText(preview)).toBeVisible();
      expect(screen.getByText('one.csv')).toBeVisible();
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    },
  );

  it('reads in Hindi, tabs included', async () => {
    serve(() => undefined);
    renderWithProviders(<AdminPanel />, { preloadedState: session('admin'), lang: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'एडमिन पैनल' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'प्रमाणपत्र' })).toHaveAttribute('aria-selected', 'true');
    expect(document.body.textContent).not.toMatch(/Certificates|Issue a certificate|Full name/);
  });

  it('revokes a certificate with a reason', async () => {
    const { requests } = serve((req) => {
      if (req.method === 'GET' && req.url === '/api/certificates') {
        return {
          status: 200,
          body: { success: true, data: [certificate], total: 1, page: 1, pageSize: 20 },
        };
      }
      if (req.url.endsWith('/revoke')) {
        return {
          status: 200,
          body: { success: true, data: { ...certificate, status: 'revoked' } },
        };
      }
      return undefined;
    });
    const { user } = renderWithProviders(<AdminPanel />, { preloadedState: session('admin') });
    await user.click(await screen.findByRole('button', { name: 'Revoke SB-ABCDEFGHJK' }));
    // Names and courses keep their own direction in a table of an Arabic page ('+CompTIA').
    expect(screen.getByText('CompTIA Network+').tagName).toBe('BDI');
    await user.type(screen.getByLabelText('Reason for revoking SB-ABCDEFGHJK'), 'Issued in error');
    await user.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByText('Certificate SB-ABCDEFGHJK revoked.')).toBeVisible();
    expect(requests.find((r) => r.url.endsWith('/revoke'))).toMatchObject({
      url: '/api/certificates/SB-ABCDEFGHJK/revoke',
      data: { reason: 'Issued in error' },
    });
  });

  it('grants the employee role from the select, only after confirmation', async () => {
    const person = {
      id: 'u1',
      username: 'ravi',
      email: 'ravi@example.com',
      role: 'user',
      createdAt: '2026-01-01T00:00:00Z',
    };
    let stored = person;
    const { requests } = serve((req) => {
      if (req.method === 'GET')
        return {
          status: 200,
          body: { success: true, data: [stored], total: 1, page: 1, pageSize: 20 },
        };
      stored = { ...person, ...(req.data as object) };
      return { status: 200, body: { success: true, data: stored } };
    });
    const confirm = jest.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderWithProviders(<UsersPanel confirm={confirm} />, {
      preloadedState: session('admin'),
    });
    const select = await screen.findByRole('combobox', { name: 'Role of ravi' });
    expect(select).toHaveValue('user');
    expect(select).toHaveAccessibleDescription(/signs the account out everywhere/);
    const apply = screen.getByRole('button', { name: 'Change the role of ravi' });
    expect(apply).toBeDisabled();

    await user.selectOptions(select, 'Employee');
    await user.click(apply);
    expect(confirm).toHaveBeenLastCalledWith(
      'Change the role of ravi from User to Employee? ravi will be signed out on every device and gets the new role at the next sign-in.',
    );
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(apply);
    expect(
      await screen.findByText('ravi is now Employee. Their sessions have ended.'),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/users/u1', data: { role: 'employee' } }),
    ]);
    // The list is read again and shows the stored role.
    await screen.findByRole('option', { name: 'Employee', selected: true });
    expect(screen.getByRole('button', { name: 'Change the role of ravi' })).toBeDisabled();
  });

  it("shows the server's refusal to demote the last admin and keeps the role", async () => {
    const asha = {
      id: 'a1',
      username: 'asha',
      email: 'asha@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    };
    const { requests } = serve((req) => {
      if (req.method === 'GET')
        return {
          status: 200,
          body: { success: true, data: [asha], total: 1, page: 1, pageSize: 20 },
        };
      return {
        status: 409,
        body: { success: false, message: 'The last admin cannot be demoted.' },
      };
    });
    const { user } = renderWithProviders(<UsersPanel confirm={() => true} />, {
      preloadedState: session('admin'),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of asha' }), 'User');
    await user.click(screen.getByRole('button', { name: 'Change the role of asha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last admin cannot be demoted.');
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/users/a1',
      data: { role: 'user' },
    });
  });
});
