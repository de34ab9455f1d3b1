// The Inbox tab as staff use it: enquiries listed newest first, the filters and the search sent
// to the API, pages on with its cursor, one enquiry read with its timeline, assigned to a staff
// member from the API's list, noted, moved on and answered in the language chosen, the CSV
// exported; and the tab in Hindi and in Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import type { Recorded } from 'shared/testing';
import { renderWithProviders } from 'shared/testing';
import { catchDownloads, readBlob, restoreDownloadsAfterEach } from '../../../testing/downloads';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { InboxPanel } from './inbox-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'sales-token' });
restoreDownloadsAfterEach();

const ID = '5b1c9c1e-4a8e-4b71-9a55-3f3f6f0c0b11';
const row = {
  id: ID,
  name: 'Meera Nair',
  email: 'meera@example.com',
  subject: 'Weekend batch?',
  course: 'CompTIA Security+',
  status: 'new',
  language: 'ar',
  assignedTo: null,
  assigneeEmail: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const enquiry = {
  ...row,
  phone: '+91 98100 12345',
  message: 'When does the next weekend batch start?',
  updatedAt: row.createdAt,
  events: [],
};
const STAFF = [
  { id: 'u-admin', email: 'admin@example.com', username: 'admin' },
  { id: 'u-sales', email: 'sales@example.com', username: 'sales' },
];
/** A page of the list; the API counts what matches up to 10,000 (`totalCapped` past it). */
const page = (
  rows: unknown[],
  next: string | null = null,
  { total = rows.length, totalCapped = false } = {},
): Reply => ({
  status: 200,
  body: { success: true, data: rows, next, total, totalCapped },
});
const one = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

function serveInbox(more: Record<string, Reply | ((req: Recorded) => Reply)> = {}) {
  const routes = byRoute({
    [`GET /enquiries/${ID}`]: one(enquiry),
    'GET /enquiries/staff': one(STAFF),
    ...more,
  });
  return fake.serve((req) =>
    req.method === 'GET' && req.url.startsWith('/api/enquiries?') ? page([row]) : routes(req),
  );
}

async function openEnquiry(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open the enquiry from Meera Nair' }));
  return screen.findByRole('heading', { level: 3, name: 'Message' });
}

it('lists the enquiries with their status, sender, course and assignee', async () => {
  serveInbox();
  renderWithProviders(<InboxPanel />);
  const cell = await screen.findByRole('cell', { name: /Meera Nair/ });
  const tr = cell.closest('tr')!;
  expect(within(tr).getByText('New')).toBeVisible();
  expect(within(tr).getByText('meera@example.com')).toBeVisible();
  expect(within(tr).getByText('CompTIA Security+')).toBeVisible();
  expect(within(tr).getByText('Nobody')).toBeVisible();
});

it('sends the filters and the search, and pages on with the API’s cursor', async () => {
  const api = fake.serve((req) =>
    req.url.startsWith('/api/enquiries?')
      ? req.url.includes('after=')
        ? page([row], null, { total: 10_000, totalCapped: true })
        : page([row], 'CURSOR-2', { total: 10_000, totalCapped: true })
      : undefined,
  );
  const { user } = renderWithProviders(<InboxPanel />);
  await screen.findByRole('cell', { name: /Meera Nair/ });
  await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
  await user.type(screen.getByLabelText('Course'), 'CompTIA Security+');
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.type(screen.getByLabelText('To'), '2026-11-30');
  await user.type(screen.getByLabelText('Name or e-mail'), 'meera');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  // More than the API counts: the pager says so, and pages on with the cursor it answered.
  expect(await screen.findByText('Page 1 (more than 10,000 in all)')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 (more than 10,000 in all)')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  const urls = api.requests.map((r) => new URL(r.url, 'http://x').searchParams);
  expect(Object.fromEntries(urls[1]!)).toEqual({
    status: 'contacted',
    course: 'CompTIA Security+',
    from: '2026-11-01',
    to: '2026-11-30',
    q: 'meera',
    limit: '20',
  });
  expect(urls[2]?.get('after')).toBe('CURSOR-2');
  expect(urls[2]?.get('q')).toBe('meera');
});

it('exports what the list shows as a CSV file', async () => {
  const csv = 'createdAt,name\r\n2026-11-20,Meera Nair\r\n';
  const api = serveInbox({ 'GET /enquiries/export?status=won': { status: 200, body: csv } });
  const files = catchDownloads('blob:enquiries');
  const { user } = renderWithProviders(<InboxPanel />);
  await screen.findByRole('cell', { name: /Meera Nair/ });
  await user.selectOptions(screen.getByLabelText('Status'), 'won');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files.downloads).toEqual(['enquiries.csv blob:enquiries']));
  expect(await readBlob(files.blobs[0]!)).toBe(csv);
  expect(api.requests.some((r) => r.url === '/api/enquiries/export?status=won')).toBe(true);
});

it('shows one enquiry and assigns it to a staff member from the API’s list', async () => {
  const api = serveInbox({
    [`POST /enquiries/${ID}/assign`]: one({
      ...enquiry,
      assignedTo: 'u-sales',
      assigneeEmail: 'sales@example.com',
      events: [
        {
          id: 'e1',
          at: '2026-11-21T09:00:00.000Z',
          kind: 'assigned',
          actorEmail: 'admin@example.com',
          text: 'sales@example.com',
          subject: null,
          language: null,
          from: null,
          to: null,
        },
      ],
    }),
  });
  const { user } = renderWithProviders(<InboxPanel />);
  await openEnquiry(user);
  expect(screen.getByRole('heading', { level: 2, name: 'Enquiry from Meera Nair' })).toHaveFocus();
  expect(screen.getByText('When does the next weekend batch start?')).toBeVisible();
  expect(screen.getByText('Nothing has been done yet.')).toBeVisible();
  const assignee = screen.getByLabelText('Assign to');
  await waitFor(() => expect(assignee).toBeEnabled());
  expect(
    within(assignee)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Nobody', 'admin@example.com', 'sales@example.com']);
  await user.selectOptions(assignee, 'u-sales');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Assigned.')).toBeVisible();
  expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({ userId: 'u-sales' });
  const events = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
  expect(events[0]?.textContent).toContain('admin@example.com assigned it to sales@example.com');
});

it('adds a note, and refuses an empty one without sending it', async () => {
  const api = serveInbox({
    [`POST /enquiries/${ID}/notes`]: (req) =>
      one({
        ...enquiry,
        events: [
          {
            id: 'n1',
            at: '2026-11-21T09:00:00.000Z',
            kind: 'note',
            actorEmail: 'sales@example.com',
            text: (req.data as { text: string }).text,
            subject: null,
            language: null,
            from: null,
            to: null,
          },
        ],
      }),
  });
  const { user } = renderWithProviders(<InboxPanel />);
  await openEnquiry(user);
  await user.click(screen.getByRole('button', { name: 'Add the note' }));
  expect(screen.getByLabelText('Internal note')).toHaveAccessibleDescription(
    expect.stringContaining('Write the note first.'),
  );
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  await user.type(screen.getByLabelText('Internal note'), 'Called her; she prefers Saturdays.');
  await user.click(screen.getByRole('button', { name: 'Add the note' }));
  expect(await screen.findByText('Called her; she prefers Saturdays.')).toBeVisible();
  expect(screen.getByLabelText('Internal note')).toHaveValue('');
});

it('replies in the enquiry’s language by default, typed right to left for Arabic, or in another', async () => {
  const api = serveInbox({
    [`POST /enquiries/${ID}/reply`]: one({ ...enquiry, status: 'contacted' }),
    [`POST /enquiries/${ID}/status`]: one({ ...enquiry, status: 'won' }),
  });
  const { user } = renderWithProviders(<InboxPanel />);
  await openEnquiry(user);
  const language = screen.getByLabelText('Written in');
  expect(language).toHaveValue('ar');
  expect(screen.getByLabelText('Subject')).toHaveAttribute('dir', 'rtl');
  await user.click(screen.getByRole('button', { name: 'Send the reply' }));
  expect(await screen.findByText('Write a subject and a message first.')).toBeVisible();
  await user.selectOptions(language, 'hi');
  expect(screen.getByLabelText('Subject')).toHaveAttribute('dir', 'ltr');
  await user.type(screen.getByLabelText('Subject'), 'वीकेंड बैच');
  await user.type(screen.getByLabelText('Message'), 'अगला वीकेंड बैच 6 दिसंबर से शुरू होगा।');
  await user.click(screen.getByRole('button', { name: 'Send the reply' }));
  expect(await screen.findByText('Reply queued for meera@example.com.')).toBeVisible();
  expect(api.requests.find((r) => r.url.endsWith('/reply'))?.data).toEqual({
    subject: 'वीकेंड बैच',
    body: 'अगला वीकेंड बैच 6 दिसंबर से शुरू होगा।',
    language: 'hi',
  });
  await user.selectOptions(screen.getByLabelText('Status'), 'won');
  await user.click(screen.getByRole('button', { name: 'Save the status' }));
  expect(await screen.findByText('Status saved.')).toBeVisible();
  expect(api.requests.find((r) => r.url.endsWith('/status'))?.data).toEqual({ status: 'won' });
});

it('explains a refusal in the page’s language', async () => {
  serveInbox({
    [`POST /enquiries/${ID}/status`]: {
      status: 403,
      body: { success: false, code: 'ADMIN_REQUIRED', message: 'Administrator access required' },
    },
  });
  const { user } = renderWithProviders(<InboxPanel />);
  await openEnquiry(user);
  await user.click(screen.getByRole('button', { name: 'Save the status' }));
  expect(await screen.findByText('Your role may not do this.')).toBeVisible();
});

it('reads in Hindi and in Arabic, with addresses kept left to right', async () => {
  serveInbox();
  const { unmount } = renderWithProviders(<InboxPanel />, { lang: 'hi' });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'पूछताछ' }, { timeout: 5000 }),
  ).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Meera Nair की पूछताछ खोलें' })).toBeVisible();
  unmount();
  renderWithProviders(<InboxPanel />, { lang: 'ar' });
  const email = await screen.findByText('meera@example.com', {}, { timeout: 5000 });
  expect(email).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('columnheader', { name: 'المرسل' })).toBeVisible();
  expect(document.body.textContent).not.toMatch(/Nobody|Open the enquiry/);
});
