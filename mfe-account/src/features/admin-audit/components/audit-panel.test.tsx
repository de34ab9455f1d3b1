import { fireEvent, screen, within } from '@testing-library/react';
import { AUDIT_ACTIONS, type AuditEvent } from 'contracts';
import { http, type Lang } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { AuditPanel } from './audit-panel';

jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => {
  api?.restore();
  api = undefined;
  window.localStorage.clear();
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  jest.restoreAllMocks();
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

function event(seq: number, change: Partial<AuditEvent> = {}): AuditEvent {
  return {
    seq,
    occurredAt: '2026-03-05T14:03:22.000Z',
    actorId: 'u-1',
    actorEmail: 'asha@example.com',
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    requestId: `req-${seq}`,
    action: 'certificate.issue',
    targetType: 'certificate',
    targetId: 'SB-ABCDEFGHJK',
    summary: 'Issued SB-ABCDEFGHJK to Meera Iyer',
    summaryKey: null,
    summaryParams: null,
    prevHash: 'a'.repeat(64),
    hash: 'b'.repeat(64),
    ...change,
  };
}

const page = (data: AuditEvent[], total = data.length, number = 1, pageSize = 20) => ({
  status: 200,
  body: { success: true, data, total, page: number, pageSize },
});

type Params = Record<string, unknown>;
type Request = Recorded & { params: Params; responseType?: string };
type Reply = { status: number; body?: unknown };

/**
 * Answers as mockApi does, and records the query parameters and the response type too (mockApi's
 * record has the path only; the transport builds the query string from `params`).
 */
function serve(answer: (req: Request) => Reply | undefined = () => undefined) {
  const sent: Request[] = [];
  let current: Pick<Request, 'params' | 'responseType'> = { params: {} };
  api = mockApi((req) => {
    const request = { ...req, ...current };
    sent.push(request);
    return answer(request) ?? page([]);
  });
  const respond = http.defaults.adapter;
  http.defaults.adapter = (config) => {
    current = { params: { ...(config.params as Params) }, responseType: config.responseType };
    return respond(config);
  };
  const lastTo = (path: string) => sent.filter((r) => r.url === `/api${path}`).at(-1);
  return { sent, lastTo };
}

/** A cell's text with Intl's narrow and no-break spaces as plain ones. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function openTab(lang?: Lang, title = 'Audit log') {
  const rendered = renderWithProviders(<AuditPanel />, { preloadedState: admin, lang });
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
  return rendered;
}

describe('the Audit log tab of the admin panel', () => {
  it('lists the events from the API: time in UTC, actor, action by name and as written, target, IP', async () => {
    const { lastTo } = serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(2, {
              action: 'auth.login_failed',
              actorId: null,
              actorEmail: null,
              targetType: null,
              targetId: null,
              ip: null,
              summary: 'Wrong password',
            }),
            event(1),
          ])
        : undefined,
    );
    await openTab();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time (UTC)', 'Actor', 'Action', 'Target', 'Summary', 'IP address']);
    const [, failed, issued] = within(table).getAllByRole('row');
    expect(within(issued!).getAllByRole('cell').map(text)).toEqual([
      'Mar 5, 2026, 2:03:22 PM',
      'asha@example.com',
      'Certificate issuedcertificate.issue',
      'CertificateSB-ABCDEFGHJK',
      'Issued SB-ABCDEFGHJK to Meera Iyer',
      '203.0.113.7',
    ]);
    expect(within(failed!).getAllByRole('cell').map(text)).toEqual([
      'Mar 5, 2026, 2:03:22 PM',
      '—',
      'Sign-in failedauth.login_failed',
      '—',
      'Wrong password',
      '—',
    ]);
    expect(within(issued!).getByText(/^Mar 5, 2026/)).toHaveAttribute(
      'datetime',
      '2026-03-05T14:03:22.000Z',
    );
    expect(lastTo('/audit-events')?.params).toEqual({ page: 1, pageSize: 20 });
    expect(lastTo('/audit-events')?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('shows line breaks and bidirectional controls in an actor as code points, not as text', async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(1, {
              action: 'auth.login_failed',
              actorId: null,
              actorEmail: 'moc.elpmaxe@\u202Eadmin\nsigned in',
            }),
          ])
        : undefined,
    );
    await openTab();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, row] = within(table).getAllByRole('row');
    const actor = within(row!).getAllByRole('cell')[1]!;
    expect(actor.textContent).toBe('moc.elpmaxe@[U+202E]admin[U+000A]signed in');
  });

  it('offers every action the API logs, by name with the name tools use', async () => {
    serve();
    await openTab();
    const select = await screen.findByLabelText('Action');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...AUDIT_ACTIONS]);
    expect(options[0]).toHaveTextContent('All actions');
    expect(
      within(select).getByRole('option', { name: 'Certificate issued (certificate.issue)' }),
    ).toBeInTheDocument();
    expect(
      within(select).getByRole('option', {
        name: 'Two-step sign-in code refused (auth.mfa_failed)',
      }),
    ).toBeInTheDocument();
  });

  it('sends the filters as query parameters, days as whole UTC days, and clears them', async () => {
    const { sent, lastTo } = serve();
    const { user } = await openTab();
    expect(await screen.findByText('No events have been recorded yet.')).toBeVisible();

    await user.type(screen.getByLabelText('Actor (e-mail or user ID)'), ' Asha@Example.com ');
    await user.selectOptions(screen.getByLabelText('Action'), 'certificate.revoke');
    await user.type(screen.getByLabelText('Target ID'), 'SB-ABCDEFGHJK');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    // Nothing is asked while typing: the filters apply with the button.
    expect(sent.filter((r) => r.url === '/api/audit-events')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('No events match these filters.')).toBeVisible();
    expect(lastTo('/audit-events')?.params).toEqual({
      actor: 'Asha@Example.com',
      action: 'certificate.revoke',
      target: 'SB-ABCDEFGHJK',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:59:59.999Z',
      page: 1,
      pageSize: 20,
    });
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'Times are in UTC. The From and To dates are whole days in UTC.',
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No events have been recorded yet.')).toBeVisible();
    expect(lastTo('/audit-events')?.params).toEqual({ page: 1, pageSize: 20 });
    expect(screen.getByLabelText('Actor (e-mail or user ID)')).toHaveValue('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('pages through the events with the filters kept, and starts again at page 1 on Apply', async () => {
    const { lastTo } = serve((req) => {
      if (req.url !== '/api/audit-events') return undefined;
      return req.params.page === 2
        ? page([event(1)], 3, 2, 2)
        : page([event(3, { summary: 'Third' }), event(2, { summary: 'Second' })], 3, 1, 2);
    });
    const { user } = await openTab();
    await user.type(screen.getByLabelText('Target ID'), 'SB-ABCDEFGHJK');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Page 1 of 2 (3 in all)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2 (3 in all)')).toBeVisible();
    expect(screen.getByText('Issued SB-ABCDEFGHJK to Meera Iyer')).toBeVisible();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(lastTo('/audit-events')?.params).toEqual({
      target: 'SB-ABCDEFGHJK',
      page: 2,
      pageSize: 20,
    });

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Page 1 of 2 (3 in all)')).toBeVisible();
    expect(lastTo('/audit-events')?.params).toMatchObject({ page: 1 });
  });

  it("shows the server's refusal when the events cannot be loaded", async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? { status: 403, body: { success: false, message: 'Administrators only' } }
        : undefined,
    );
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrators only');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the chain is intact and how many events were checked', async () => {
    const { lastTo } = serve((req) =>
      req.url === '/api/audit-events/verify'
        ? { status: 200, body: { success: true, valid: true, count: 1234 } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Check the chain' }));
    const result = await screen.findByText('The chain is intact: 1,234 events checked.');
    expect(result).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(lastTo('/audit-events/verify')?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('warns when the chain is broken, naming the first event that does not match', async () => {
    serve((req) =>
      req.url === '/api/audit-events/verify'
        ? { status: 200, body: { success: true, valid: false, count: 41, firstBrokenId: 42 } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Check the chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chain is broken at event #42: an event was changed or removed.',
    );
    expect(screen.queryByText(/The chain is intact/)).not.toBeInTheDocument();
  });

  it('exports the CSV of the applied filters with the bearer token, and saves it', async () => {
    const CSV = 'seq,occurredAt\r\n1,2026-03-05T14:03:22.000Z\r\n';
    const { lastTo } = serve((req) =>
      req.url === '/api/audit-events/export' ? { status: 200, body: CSV } : undefined,
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:audit';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    // jsdom cannot navigate; record what the link would save instead.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = await openTab();
    await user.type(screen.getByLabelText('Actor (e-mail or user ID)'), 'u-1');
    await user.selectOptions(screen.getByLabelText('Action'), 'user.role_change');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Downloaded audit-log.csv.')).toBeInTheDocument();
    const request = lastTo('/audit-events/export');
    expect(request?.params).toEqual({
      actor: 'u-1',
      action: 'user.role_change',
      to: '2026-03-31T23:59:59.999Z',
    });
    expect(request?.responseType).toBe('blob');
    expect(request?.headers.Authorization).toBe('Bearer admin-token');
    expect(downloads).toEqual(['audit-log.csv blob:audit']);
    expect(await readBlob(blobs[0] as Blob)).toBe(CSV);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:audit');
  });

  it("shows the server's message when the export is refused, and saves nothing", async () => {
    serve((req) =>
      req.url === '/api/audit-events/export'
        ? { status: 403, body: { success: false, message: 'Administrators only' } }
        : undefined,
    );
    URL.createObjectURL = jest.fn(() => 'blob:never');
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrators only');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it("shows each summary and target type in the page's language, the params filled in", async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(4, {
              action: 'session.revoke',
              targetType: 'session',
              targetId: 's-9',
              summary: 'Signed out other sessions: 1234',
              summaryKey: 'session.signed_out_others',
              summaryParams: { count: 1234 },
            }),
            event(3, {
              action: 'auth.login',
              targetType: 'user',
              targetId: 'u-1',
              summary: 'Signed in (admin) with a password',
              summaryKey: 'login.password',
              summaryParams: { role: 'admin' },
            }),
            event(2, {
              action: 'user.role_change',
              targetType: 'user',
              targetId: 'u-2',
              summary: 'ravi@example.com: user → admin',
              summaryKey: 'user.role_changed',
              summaryParams: { email: 'ravi@example.com', from: 'user', to: 'admin' },
            }),
            event(1, {
              summary: 'Issued "CompTIA Security+" to Meera Iyer',
              summaryKey: 'certificate.issued',
              summaryParams: { course: 'CompTIA Security+', name: 'Meera Iyer' },
            }),
          ])
        : undefined,
    );
    await openTab('hi', 'ऑडिट लॉग');
    const table = await screen.findByRole('table', { name: 'ऑडिट लॉग' });
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text);
    const [, signedOut, signedIn, roleChange, issued] = within(table).getAllByRole('row');
    // Target, then summary: the 4th and 5th cells.
    expect(cells(issued!).slice(3, 5)).toEqual([
      'प्रमाणपत्रSB-ABCDEFGHJK',
      'Meera Iyer को “CompTIA Security+” जारी किया गया',
    ]);
    // Roles are shown by their names, as in the Users tab.
    expect(cells(roleChange!).slice(3, 5)).toEqual([
      'उपयोगकर्ताu-2',
      'ravi@example.com: उपयोगकर्ता → एडमिन',
    ]);
    expect(cells(signedIn!).slice(3, 5)).toEqual(['उपयोगकर्ताu-1', 'पासवर्ड से लॉग इन किया (एडमिन)']);
    expect(cells(signedOut!).slice(3, 5)).toEqual(['सत्रs-9', 'दूसरे सत्रों से लॉग आउट किया: 1,234']);
    expect(within(table).queryByText(/Signed|Issued/)).not.toBeInTheDocument();
  });

  it('shows the stored summary of an event without a key or with a key it does not know', async () => {
    serve((req) =>
      req.url === '/api/audit-events'
        ? page([
            event(2, {
              targetType: 'badge',
              targetId: 'B-1',
              summary: 'Renamed the badge',
              summaryKey: 'badge.renamed',
              summaryParams: { name: 'Gold' },
            }),
            event(1, { summary: 'Issued SB-ABCDEFGHJK to Meera Iyer (2025)' }),
          ])
        : undefined,
    );
    await openTab('fr', "Journal d'audit");
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    const [, unknown, old] = within(table).getAllByRole('row');
    expect(within(old!).getAllByRole('cell').map(text).slice(3, 5)).toEqual([
      'CertificatSB-ABCDEFGHJK',
      'Issued SB-ABCDEFGHJK to Meera Iyer (2025)',
    ]);
    // A target type this screen does not know yet shows as the API writes it.
    expect(within(unknown!).getAllByRole('cell').map(text).slice(3, 5)).toEqual([
      'badgeB-1',
      'Renamed the badge',
    ]);
  });

  it('reads in French, the times written the French way and in UTC', async () => {
    serve((req) => (req.url === '/api/audit-events' ? page([event(1)]) : undefined));
    await openTab('fr', "Journal d'audit");
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    expect(within(table).getByRole('columnheader', { name: 'Date et heure (UTC)' })).toBeVisible();
    expect(within(table).getByText('Certificat délivré')).toBeVisible();
    expect(within(table).getByText(/^5 mars 2026.*14:03:22$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vérifier la chaîne' })).toBeVisible();
  });
});
