// The Failed e-mails tab as staff use it: the failed e-mails with their status and last error,
// a retry that asks the API to queue one again, and the API's refusal in the page's language.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { EmailsPanel } from './emails-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const email = {
  id: '0b7c6a52-5f7e-4f0e-9a43-2f1d6c1b9a10',
  kind: 'order.placed',
  to: 'meera@example.com',
  subject: 'Your order SB-ORD-7K3P-9QXA',
  state: 'failed',
  attempts: 8,
  lastError: '421 4.7.0 Try again later',
  createdAt: '2026-01-05T10:00:00Z',
  sentAt: null,
};
const page = (rows: unknown[]) => ({
  status: 200,
  body: { success: true, data: rows, total: rows.length, page: 1, pageSize: 20 },
});
const retryPath = `/api/admin/emails/${email.id}/retry`;

it('lists the failed e-mails with their status, tries and last error', async () => {
  const api = fake.serve((req) => (req.method === 'GET' ? page([email]) : undefined));
  renderWithProviders(<EmailsPanel />);
  const row = (await screen.findByRole('cell', { name: 'meera@example.com' })).closest('tr')!;
  expect(within(row).getByText('Failed')).toBeVisible();
  expect(within(row).getByText('8')).toBeVisible();
  expect(within(row).getByText('421 4.7.0 Try again later')).toBeVisible();
  expect(api.requests[0]?.url).toBe('/api/admin/emails?state=failed&page=1');
});

it('retries an e-mail: the API is asked to queue it again and the list reloads', async () => {
  let retried = false;
  const api = fake.serve((req) => {
    if (req.method === 'POST' && req.url === retryPath) {
      retried = true;
      return { status: 200, body: { success: true, data: { ...email, state: 'pending' } } };
    }
    return req.method === 'GET' ? page(retried ? [] : [email]) : undefined;
  });
  const { user } = renderWithProviders(<EmailsPanel />);
  await user.click(
    await screen.findByRole('button', { name: 'Retry the e-mail to meera@example.com' }),
  );
  expect(await screen.findByText('The e-mail to meera@example.com is queued again.')).toBeVisible();
  expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([retryPath]);
  expect(await screen.findByText('No e-mail has failed.')).toBeVisible();
});

it('says in Arabic when the e-mail is no longer failed', async () => {
  fake.serve((req) => {
    if (req.method === 'POST') {
      return {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'No failed e-mail with this ID.' },
      };
    }
    return page([email]);
  });
  const { user } = renderWithProviders(<EmailsPanel />, { lang: 'ar' });
  await user.click(
    await screen.findByRole('button', { name: 'إعادة محاولة إرسال البريد إلى meera@example.com' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'لم يعد هذا البريد فاشلًا (أُعيدت محاولته أو أُرسل في هذه الأثناء).',
  );
});

it('shows the pending e-mails when asked', async () => {
  const api = fake.serve((req) => (req.method === 'GET' ? page([]) : undefined));
  const { user } = renderWithProviders(<EmailsPanel />);
  await user.selectOptions(await screen.findByLabelText('Show'), 'pending');
  expect(await screen.findByText('No e-mail is waiting to be sent.')).toBeVisible();
  expect(api.requests.at(-1)?.url).toBe('/api/admin/emails?state=pending&page=1');
});
