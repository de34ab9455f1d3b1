// The Assessments tab's tests share these answers of the API and the signed-in admin.
import { screen } from '@testing-library/react';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';
import { restoreDownloadsAfterEach } from '../../../testing/downloads';
import { fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });
restoreDownloadsAfterEach();

export const admin = staffSession();

export const assessment = (slug: string, name: string) => ({
  slug,
  name,
  description: '',
  levels: [{ level: 'easy', questionCount: 5, durationMinutes: 30 }],
  passPercent: 70,
  maxAttempts: 3,
  waitMinutes: 60,
  requiredRole: null,
  issuesCertificate: true,
  securityLimit: 3,
  categories: ['sales'],
  active: true,
  attempts: 4,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

export const salesStats = {
  attempts: 4,
  passed: 3,
  passRate: 75,
  averagePercent: 82.5,
  distribution: [
    { range: '0-19', count: 0 },
    { range: '20-39', count: 1 },
    { range: '40-59', count: 0 },
    { range: '60-79', count: 0 },
    { range: '80-100', count: 3 },
  ],
  recent: [
    {
      attemptId: 'a1',
      username: 'meera',
      fullName: 'Meera Iyer',
      level: 'easy',
      score: 5,
      total: 5,
      passed: true,
      securityEvents: 1,
      submitReason: 'submitted',
      certificateId: 'SB-ABCDEFGHJK',
      submittedAt: '2026-01-05T10:00:00Z',
    },
  ],
};

export const CSV = 'attemptId,username\r\na1,meera\r\n';

// What GET /api/assessments/attempts/a1/review answers: indexes in the order meera saw.
export const review = {
  attemptId: 'a1',
  assessment: { slug: 'lead-and-sales', name: 'Lead and Sales Assessment' },
  username: 'meera',
  email: 'meera@example.com',
  fullName: 'Meera Iyer',
  level: 'easy',
  startedAt: '2026-01-05T11:40:00Z',
  deadline: '2026-01-05T12:10:00Z',
  submittedAt: '2026-01-05T12:05:00Z',
  submitReason: 'security',
  score: 1,
  total: 3,
  passed: false,
  passPercent: 70,
  certificateId: null,
  questions: [
    {
      questionId: 'q1',
      text: 'How should a new lead be contacted first?',
      options: ['Email', 'Phone call', 'Visit'],
      selectedOption: 1,
      correctOption: 1,
      correct: true,
    },
    {
      questionId: 'q2',
      text: 'Which stage comes after a proposal?',
      options: ['Prospecting', 'Negotiation', 'Qualification'],
      selectedOption: 0,
      correctOption: 1,
      correct: false,
    },
    {
      questionId: 'q3',
      text: 'What does CRM stand for?',
      options: ['Customer relationship management', 'Central revenue model'],
      selectedOption: null,
      correctOption: 0,
      correct: false,
    },
  ],
  events: [
    { kind: 'tab-hidden', at: '2026-01-05T12:00:00Z' },
    { kind: 'copy', at: '2026-01-05T12:01:30Z' },
  ],
};

/** The API of the tab; `extra` answers first, anything neither names gets an empty page. */
export function serve(extra?: (req: Recorded) => Reply | undefined) {
  return fake.serve((req) => {
    const answer = extra?.(req);
    if (answer) return answer;
    if (req.url === '/api/assessments/manage')
      return {
        status: 200,
        body: {
          success: true,
          data: [
            assessment('lead-and-sales', 'Lead and Sales Assessment'),
            assessment('security-plus', 'Security+ practice exam'),
          ],
        },
      };
    if (req.url === '/api/assessments/lead-and-sales/stats')
      return { status: 200, body: { success: true, data: salesStats } };
    if (req.url === '/api/assessments/security-plus/stats')
      return {
        status: 200,
        body: {
          success: true,
          data: {
            ...salesStats,
            attempts: 0,
            passed: 0,
            passRate: 0,
            averagePercent: 0,
            distribution: salesStats.distribution.map((b) => ({ ...b, count: 0 })),
            recent: [],
          },
        },
      };
    if (req.url === '/api/assessments/lead-and-sales/results.csv')
      return { status: 200, body: CSV };
    if (req.url === '/api/assessments/attempts/a1/review')
      return { status: 200, body: { success: true, data: review } };
    return undefined;
  });
}

export async function openTab() {
  const view = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
  expect(await screen.findByRole('heading', { level: 2, name: 'Assessments' })).toBeVisible();
  return view;
}
