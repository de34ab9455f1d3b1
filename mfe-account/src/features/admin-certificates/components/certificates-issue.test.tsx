import { screen, within } from '@testing-library/react';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { CertificatesPanel } from './certificates-panel';
import { certificate } from './certificates-panel.fixtures';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const { serve } = fakeApiForEachTest();

const session = (role: string) => staffSession(role, 't');

describe('issuing and revoking in the Certificates tab', () => {
  it('issues a certificate and shows its new ID', async () => {
    const { requests } = serve((req) =>
      req.method === 'POST' && req.url === '/api/certificates'
        ? { status: 201, body: { success: true, data: certificate } }
        : undefined,
    );
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
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

  it("issues to the holder's e-mail in the chosen language, refusing a malformed address first", async () => {
    const { requests } = serve((req) =>
      req.method === 'POST' && req.url === '/api/certificates'
        ? { status: 201, body: { success: true, data: certificate } }
        : undefined,
    );
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Course'), 'CompTIA Network+');
    const email = screen.getByLabelText('Holder’s e-mail (optional)');
    expect(email).toHaveAccessibleDescription(/Never shown publicly/);
    // No address, no language to choose.
    expect(screen.queryByLabelText(/Language of the e-mail/)).not.toBeInTheDocument();
    await user.type(email, 'meera@');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com.')).toBeVisible();
    expect(email).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(email, 'example.com');
    await user.selectOptions(
      screen.getByLabelText('Language of the e-mail (when the address has no account)'),
      'हिन्दी',
    );
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(
      await screen.findByText('Certificate SB-ABCDEFGHJK issued for Meera Iyer.'),
    ).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      fullName: 'Meera Iyer',
      courseName: 'CompTIA Network+',
      recipientEmail: 'meera@example.com',
      emailLang: 'hi',
    });
  });

  it("shows the server's error when issuing fails", async () => {
    serve((req) =>
      req.method === 'POST'
        ? { status: 403, body: { success: false, message: 'Administrators only' } }
        : undefined,
    );
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Course'), 'CompTIA Network+');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText('Administrators only')).toBeVisible();
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
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
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
});

describe('certificate expiry in the Certificates tab', () => {
  const issued = (req: Recorded) =>
    req.method === 'POST' && req.url === '/api/certificates'
      ? { status: 201, body: { success: true, data: certificate } }
      : undefined;

  async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Course'), 'CompTIA Network+');
    await user.type(screen.getByLabelText('Issue date (optional)'), '2026-01-05');
  }

  it("leaves expiryDate out for the course's rule, and says what the rule gives", async () => {
    const { requests } = serve(issued);
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    await fillIn(user);
    const expiry = screen.getByLabelText('Expiry date (optional)');
    expect(expiry).toHaveAccessibleDescription(
      'The last day the certificate is valid. Leave it empty to use the course’s rule (CompTIA certifications: three years); tick “Never expires” for no expiry. For this course: valid until 2029-01-04.',
    );
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText(/issued for Meera Iyer/)).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      fullName: 'Meera Iyer',
      courseName: 'CompTIA Network+',
      issueDate: '2026-01-05',
    });
  });

  it('sends null when "Never expires" is ticked, which disables the date', async () => {
    const { requests } = serve(issued);
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    await fillIn(user);
    const expiry = screen.getByLabelText('Expiry date (optional)');
    await user.type(expiry, '2027-01-01');
    await user.click(screen.getByRole('checkbox', { name: 'Never expires' }));
    expect(expiry).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText(/issued for Meera Iyer/)).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      fullName: 'Meera Iyer',
      courseName: 'CompTIA Network+',
      issueDate: '2026-01-05',
      expiryDate: null,
    });
    // The form is empty again, the date usable.
    expect(screen.getByRole('checkbox', { name: 'Never expires' })).not.toBeChecked();
    expect(expiry).toBeEnabled();
  });

  it('sends the chosen expiry date', async () => {
    const { requests } = serve(issued);
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    await fillIn(user);
    await user.type(screen.getByLabelText('Expiry date (optional)'), '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText(/issued for Meera Iyer/)).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      fullName: 'Meera Iyer',
      courseName: 'CompTIA Network+',
      issueDate: '2026-01-05',
      expiryDate: '2026-01-05',
    });
  });

  it('refuses an expiry before the issue date in the form, then shows the API’s refusal', async () => {
    const { requests } = serve((req) =>
      req.method === 'POST'
        ? {
            status: 400,
            body: { success: false, message: 'expiryDate must not be before issueDate' },
          }
        : undefined,
    );
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    await fillIn(user);
    const expiry = screen.getByLabelText('Expiry date (optional)');
    await user.type(expiry, '2026-01-04');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    const message = 'The expiry date cannot be before the issue date (2026-01-05).';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(expiry).toBeInvalid();
    expect(expiry).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // A corrected date clears the field's error; what the API still refuses is shown as it says.
    await user.clear(expiry);
    await user.type(expiry, '2026-01-05');
    expect(expiry).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'expiryDate must not be before issueDate',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('lists the expiry and marks past ones expired, revoked winning over expired', async () => {
    const rows = [
      { ...certificate, certificateId: 'SB-PAST', expiryDate: '2020-01-31' },
      { ...certificate, certificateId: 'SB-FUTURE', expiryDate: '2099-12-31' },
      { ...certificate, certificateId: 'SB-NEVER', expiryDate: null },
      {
        ...certificate,
        certificateId: 'SB-REVOKED',
        expiryDate: '2020-01-31',
        status: 'revoked',
        revokedReason: 'Issued in error',
      },
    ];
    serve((req) =>
      req.method === 'GET' && req.url === '/api/certificates'
        ? { status: 200, body: { success: true, data: rows, total: 4, page: 1, pageSize: 20 } }
        : undefined,
    );
    renderWithProviders(<CertificatesPanel />, { preloadedState: session('admin') });
    const table = await screen.findByRole('table', { name: 'Certificates' });
    expect(within(table).getByRole('columnheader', { name: /Expiry date/ })).toBeVisible();
    const rowOf = (id: string) => within(table).getByRole('row', { name: new RegExp(id) });
    const cells = (id: string) =>
      within(rowOf(id))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('SB-PAST')).toEqual(expect.arrayContaining(['2020-01-31', 'Expired']));
    expect(cells('SB-FUTURE')).toEqual(expect.arrayContaining(['2099-12-31', 'Valid']));
    expect(cells('SB-NEVER')).toEqual(expect.arrayContaining(['Never', 'Valid']));
    expect(cells('SB-REVOKED')).toEqual(
      expect.arrayContaining(['2020-01-31', 'Revoked: Issued in error']),
    );
    expect(cells('SB-REVOKED')).not.toContain('Expired');
  });

  it('names the expiryDate column in the import help and previews what each cell means', async () => {
    serve(() => undefined);
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    expect(
      screen.getByText(/expiryDate \(empty for the course’s rule, never for no expiry/),
    ).toBeVisible();
    const file = new File(
      [
        'fullName,courseName,issueDate,expiryDate\n' +
          'Meera Iyer,CompTIA A+,2026-01-05,\n' +
          'Ravi Kumar,Python,2026-01-05,NEVER\n' +
          'Li Wei,Go,2026-01-05,2026-01-04\n',
      ],
      'expiry.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('CSV file'), file);
    expect(await screen.findByText('Preview: 3 rows, 1 with problems')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Import from a CSV file' });
    const cellsOf = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellsOf('Meera Iyer')).toContain('Course’s rule');
    expect(cellsOf('Ravi Kumar')).toContain('Never');
    expect(cellsOf('Li Wei')).toEqual(
      expect.arrayContaining(['2026-01-04', 'expiryDate must not be before issueDate']),
    );
  });
});
