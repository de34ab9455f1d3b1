// The Results tab as an admin uses it on a big site: a page of results from the API, the
// category and the search sent to it, "more than 10,000" when it stops counting, the next page
// by its cursor, the API's refusal of a short search shown; and the tab in Hindi.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { ResultsPanel } from './results-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const result = (n: number, category = 'Security') => ({
  attemptId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  category,
  score: 8,
  total: 10,
  passed: n % 2 === 0,
  startedAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T10:20:00.000Z',
  userId: '11111111-1111-4111-8111-111111111111',
  username: `learner${n}`,
  email: `learner${n}@example.com`,
});

const page = (rows: unknown[], extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  body: { success: true, data: rows, total: rows.length, page: 1, pageSize: 20, ...extra },
});

const categories: Reply = {
  status: 200,
  body: {
    success: true,
    data: [
      { category: 'Networking', count: 40 },
      { category: 'Security', count: 35 },
    ],
  },
};

it('lists a page of results, filters by category and person, and pages on by cursor', async () => {
  const api = fake.serve((req) => {
    if (req.url.endsWith('/questions/categories')) return categories;
    if (!req.url.startsWith('/api/results')) return undefined;
    const params = new URL(req.url, 'http://x').searchParams;
    if (params.get('cursor') === 'CURSOR-2') {
      return page([result(21)], { page: 2, total: 10_000, totalCapped: true, nextCursor: null });
    }
    const rows = params.get('search') ? [result(11), result(12)] : [result(1), result(2)];
    return page(rows, {
      total: 10_000,
      totalCapped: true,
      nextCursor: 'CURSOR-2',
    });
  });
  const { user } = renderWithProviders(<ResultsPanel />);
  const cell = await screen.findByRole('cell', { name: 'learner1' });
  const tr = cell.closest('tr')!;
  expect(within(tr).getByText('8 / 10')).toBeVisible();
  expect(within(tr).getByText('Security')).toBeVisible();
  expect(screen.getByText('Page 1 (more than 10,000 in all)')).toBeVisible();

  await screen.findByRole('option', { name: 'Networking' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Security');
  await user.type(screen.getByLabelText('Search by name or e-mail'), 'meera');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('cell', { name: 'learner11' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('cell', { name: 'learner21' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

  const asked = api.requests
    .filter((r) => r.url.startsWith('/api/results'))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));
  expect(asked.at(-2)).toEqual({
    page: '1',
    pageSize: '20',
    category: 'Security',
    search: 'meera',
  });
  expect(asked.at(-1)).toMatchObject({ category: 'Security', search: 'meera', cursor: 'CURSOR-2' });
});

it('says what the API refuses, and when nothing matches', async () => {
  fake.serve((req) => {
    if (!req.url.startsWith('/api/results')) return undefined;
    if (req.url.includes('search=ab')) {
      return {
        status: 400,
        body: { success: false, message: 'search must be 3 characters or more' },
      };
    }
    return page([]);
  });
  const { user } = renderWithProviders(<ResultsPanel />);
  expect(await screen.findByText('No results match.')).toBeVisible();
  await user.type(screen.getByLabelText('Search by name or e-mail'), 'ab');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('search must be 3 characters or more');
});

it('reads in Hindi', async () => {
  fake.serve((req) => (req.url.startsWith('/api/results') ? page([result(4)]) : undefined));
  renderWithProviders(<ResultsPanel />, { lang: 'hi' });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'परिणाम' }, { timeout: 5000 }),
  ).toBeVisible();
  expect(await screen.findByRole('cell', { name: 'हाँ' })).toBeVisible();
  expect(screen.getByLabelText('नाम या ई-मेल से खोजें')).toBeVisible();
  expect(screen.getByRole('button', { name: 'खोजें' })).toBeVisible();
});
