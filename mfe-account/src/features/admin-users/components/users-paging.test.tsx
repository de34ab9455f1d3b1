// Past 10,000 accounts the API stops counting: the pager says "more than" that number (the
// shared words of the admin's lists) and pages on with the cursor the API gave.
import { screen, within } from '@testing-library/react';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { UsersPanel } from './users-panel';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const signedIn = staffSession();

const account = (id: string, username: string) => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'user' as const,
  fullName: '',
  createdAt: '2026-01-01T00:00:00Z',
  mfaEnabled: false,
});

/** One account a page, 10,000 counted and more: the second page is the last. */
function serveCapped() {
  return fake.serve((req) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/users')) return undefined;
    const cursor = req.params?.cursor;
    return {
      status: 200,
      body: {
        success: true,
        data: [cursor ? account('u2', 'second') : account('u1', 'first')],
        total: 10000,
        totalCapped: true,
        nextCursor: cursor ? null : 'CURSOR-2',
        page: Number(req.params?.page ?? 1),
        pageSize: 20,
      },
    };
  });
}

const lists = (requests: Recorded[]) =>
  requests.filter((r) => r.url.startsWith('/api/users')).map((r) => r.params ?? {});

it('says "more than 10,000" and pages on with the API’s cursor', async () => {
  const api = serveCapped();
  const { user } = renderWithProviders(<UsersPanel />, { preloadedState: signedIn });
  const pager = await screen.findByRole('navigation', { name: 'Users' });
  expect(pager).toHaveTextContent('Page 1 (more than 10,000 in all)');
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('row', { name: /second/ })).toBeVisible();
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(lists(api.requests).pop()).toMatchObject({ cursor: 'CURSOR-2', page: 2 });
});
