// The Assessments tab's list of every attempt of the chosen assessment, as on a big site: a page
// from the API (open attempts say so), the search and the next page by its cursor sent to it,
// another assessment asked for with the search kept, and an attempt's answers opened from it.
import { screen, within } from '@testing-library/react';
import type { Reply } from '../../../testing/fake-api';
import { review, serve, openTab } from './assessments-panel.fixtures';

const attempt = (n: number, submitted = true) => ({
  attemptId: n === 1 ? 'a1' : `attempt-${n}`,
  assessmentId: 'as-1',
  userId: `user-${n}`,
  username: `learner${n}`,
  email: `learner${n}@example.com`,
  fullName: `Learner ${n}`,
  level: 'easy',
  score: submitted ? 4 : null,
  total: 5,
  passed: submitted ? true : null,
  securityEvents: 0,
  startedAt: '2026-11-20T10:00:00.000Z',
  submittedAt: submitted ? '2026-11-20T10:20:00.000Z' : null,
});

const page = (rows: unknown[], extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  body: { success: true, data: rows, total: rows.length, page: 1, pageSize: 20, ...extra },
});

const asked = (requests: Array<{ url: string }>) =>
  requests
    .filter((r) => r.url.startsWith('/api/assessments/attempts?'))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));

it("pages through the chosen assessment's attempts, searches them and opens one's answers", async () => {
  const { requests } = serve((req) => {
    if (!req.url.startsWith('/api/assessments/attempts?')) return undefined;
    const params = new URL(req.url, 'http://x').searchParams;
    if (params.get('cursor') === 'CURSOR-2') {
      return page([attempt(21)], { page: 2, total: 10_000, totalCapped: true, nextCursor: null });
    }
    if (params.get('search')) return page([attempt(1)], { nextCursor: null });
    return page([attempt(1), attempt(2, false)], {
      total: 10_000,
      totalCapped: true,
      nextCursor: 'CURSOR-2',
    });
  });
  const { user } = await openTab();
  const table = await screen.findByRole('table', { name: 'All attempts' });
  const open = within(table).getByRole('row', { name: /learner2/ });
  expect(open).toHaveTextContent('In progress');
  expect(within(table).getByRole('row', { name: /learner1/ })).toHaveTextContent('4 / 5');
  expect(screen.getByText('Page 1 (more than 10,000 in all)')).toBeVisible();
  expect(asked(requests)[0]).toEqual({ page: '1', pageSize: '20', assessment: 'lead-and-sales' });

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await within(table).findByRole('row', { name: /learner21/ })).toBeVisible();
  expect(asked(requests).at(-1)).toMatchObject({
    assessment: 'lead-and-sales',
    cursor: 'CURSOR-2',
  });

  await user.type(screen.getByLabelText('Search by name or e-mail'), 'learner1');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await within(table).findByRole('row', { name: /learner1\b/ })).toBeVisible();
  expect(asked(requests).at(-1)).toEqual({
    page: '1',
    pageSize: '20',
    assessment: 'lead-and-sales',
    search: 'learner1',
  });

  await user.click(within(table).getByRole('button', { name: 'View answers of learner1' }));
  expect(await screen.findByText(review.questions[0]!.text)).toBeVisible();

  await user.selectOptions(screen.getByLabelText('Assessment'), 'Security+ practice exam');
  await screen.findByRole('img', { name: /80-100%: 0$/ });
  expect(asked(requests).at(-1)).toEqual({
    page: '1',
    pageSize: '20',
    assessment: 'security-plus',
    search: 'learner1',
  });
});

it('says when no attempt matches, and what the API refuses', async () => {
  serve((req) => {
    if (!req.url.startsWith('/api/assessments/attempts?')) return undefined;
    if (req.url.includes('search=ab')) {
      return { status: 400, body: { success: false, message: 'search must be 3 characters' } };
    }
    return page([]);
  });
  const { user } = await openTab();
  expect(await screen.findByText('No attempt matches.')).toBeVisible();
  await user.type(screen.getByLabelText('Search by name or e-mail'), 'ab');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('search must be 3 characters')).toBeVisible();
});
