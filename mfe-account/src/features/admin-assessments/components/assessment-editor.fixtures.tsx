// The assessment editor's tests share these assessments, the mock API and the form helpers.
import { screen, within } from '@testing-library/react';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';
import { fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest();

export const admin = staffSession();

export const leadAndSales = {
  slug: 'lead-and-sales',
  name: 'Lead and Sales Assessment',
  description: 'For the sales team.',
  levels: [
    { level: 'easy', questionCount: 5, durationMinutes: 30 },
    { level: 'advanced', questionCount: 10, durationMinutes: 45 },
  ],
  passPercent: 70,
  maxAttempts: 3,
  waitMinutes: 60,
  requiredRole: 'employee',
  issuesCertificate: true,
  securityLimit: 3,
  categories: ['sales'],
  active: true,
  attempts: 4,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

export const practice = {
  ...leadAndSales,
  slug: 'network-plus-practice',
  name: 'Network+ practice exam',
  description: '',
  levels: [{ level: 'standard', questionCount: 20, durationMinutes: 60 }],
  maxAttempts: 0,
  waitMinutes: 0,
  requiredRole: null,
  issuesCertificate: false,
  categories: ['networking'],
  active: false,
  attempts: 0,
};

export const categories = [
  { category: 'networking', questions: 25 },
  { category: 'safety', questions: 12 },
  { category: 'forklifts', questions: 8 },
  { category: 'sales', questions: 15 },
];

export const emptyStats = {
  attempts: 0,
  passed: 0,
  passRate: 0,
  averagePercent: 0,
  distribution: [],
  recent: [],
};

/** The API of the tab; `extra` answers first, `list` is what /manage returns right now. */
export function serve(list: { current: unknown[] }, extra?: (req: Recorded) => Reply | undefined) {
  return fake.serve((req) => {
    const answer = extra?.(req);
    if (answer) return answer;
    if (req.url === '/api/assessments/manage')
      return { status: 200, body: { success: true, data: list.current } };
    if (req.url === '/api/assessments/categories')
      return { status: 200, body: { success: true, data: categories } };
    if (req.url.endsWith('/stats'))
      return { status: 200, body: { success: true, data: emptyStats } };
    // The list of every attempt below the statistics: none.
    if (req.url.startsWith('/api/assessments/attempts?'))
      return { status: 200, body: { success: true, data: [], total: 0, page: 1, pageSize: 20 } };
    return { status: 404, body: { success: false, message: `Unexpected ${req.url}` } };
  });
}

export const writes = (requests: Recorded[]) => requests.filter((r) => r.method !== 'GET');

export async function openNew() {
  const view = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
  await screen.findByRole('table', { name: 'All assessments' });
  await view.user.click(screen.getByRole('button', { name: 'New assessment' }));
  await screen.findByRole('checkbox', { name: 'forklifts (8 questions)' });
  return view;
}

/** Replaces what a field holds (numbers are typed as text, as a person would). */
export async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  text: string,
  scope: HTMLElement = document.body,
) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

export const levelGroup = (n: number) => screen.getByRole('group', { name: `Level ${n}` });

/** The message a field points to with aria-describedby, and that it is marked invalid. */
export function expectProblem(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}
