import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';

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

const assessment = (slug: string, name: string) => ({
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

const salesStats = {
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

const CSV = 'attemptId,username\r\na1,meera\r\n';

// What GET /api/assessments/attempts/a1/review answers: indexes in the order meera saw.
const review = {
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

function serve(extra?: (req: Recorded) => { status: number; body?: unknown } | undefined) {
  api = mockApi((req) => {
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
    return { status: 200, body: { success: true, data: [], total: 0, page: 1, pageSize: 20 } };
  });
  return api;
}

async function openTab() {
  const view = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
  expect(await screen.findByRole('heading', { level: 2, name: 'Assessments' })).toBeVisible();
  return view;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('the Assessments tab of the admin panel', () => {
  it('shows attempts, pass rate, average, the distribution chart with its text and recent attempts', async () => {
    const { requests } = serve();
    await openTab();

    const term = async (name: string) =>
      (await screen.findByText(name, { selector: 'dt' })).nextElementSibling;
    expect(await term('Attempts')).toHaveTextContent('4');
    expect(await term('Pass rate')).toHaveTextContent('75%');
    expect(await term('Average score')).toHaveTextContent('82.5%');
    expect(await term('Pass mark')).toHaveTextContent('70%');

    const chart = screen.getByRole('img', { name: /^Score distribution:/ });
    expect(chart).toHaveAccessibleName(
      'Score distribution: 0-19%: 0; 20-39%: 1; 40-59%: 0; 60-79%: 0; 80-100%: 3',
    );
    // The tallest bucket fills the chart; an empty bucket has no height.
    const heights = [...chart.querySelectorAll('rect')].map((r) => r.getAttribute('height'));
    expect(heights).toEqual(['0', '40', '0', '0', '120']);

    const table = screen.getByRole('table', { name: 'Score distribution' });
    expect(within(table).getByRole('row', { name: '80-100% 3' })).toBeInTheDocument();

    const recent = screen.getByRole('table', { name: 'Recent attempts' });
    const row = within(recent).getByRole('row', { name: /meera/ });
    expect(row).toHaveTextContent('Meera Iyer');
    expect(row).toHaveTextContent('5 / 5');
    expect(row).toHaveTextContent('SB-ABCDEFGHJK');

    expect(requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/assessments/manage', '/api/assessments/lead-and-sales/stats']),
    );
  });

  it('loads the statistics of the assessment the admin picks', async () => {
    serve();
    const { user } = await openTab();
    expect(await screen.findByRole('row', { name: /meera/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Assessment'), 'Security+ practice exam');
    expect(await screen.findByRole('img', { name: /80-100%: 0$/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /meera/ })).not.toBeInTheDocument();
    expect(screen.getByText('Attempts', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '0',
    );
  });

  it('downloads the results as a CSV file with the bearer token', async () => {
    const { requests } = serve();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:results';
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
    await screen.findByRole('img', { name: /^Score distribution:/ });

    await user.click(screen.getByRole('button', { name: 'Download results (CSV)' }));

    expect(await screen.findByText('Downloaded lead-and-sales-results.csv.')).toBeInTheDocument();
    const csvRequest = requests.find((r) => r.url.endsWith('/results.csv'));
    expect(csvRequest?.url).toBe('/api/assessments/lead-and-sales/results.csv');
    expect(csvRequest?.headers.Authorization).toBe('Bearer admin-token');
    expect(downloads).toEqual(['lead-and-sales-results.csv blob:results']);
    expect(blobs).toHaveLength(1);
    expect(await readBlob(blobs[0] as Blob)).toBe(CSV);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:results');
  });

  it("shows the server's message when the download is refused", async () => {
    serve((req) =>
      req.url.endsWith('/results.csv')
        ? { status: 403, body: { success: false, message: 'Admins only' } }
        : undefined,
    );
    URL.createObjectURL = jest.fn(() => 'blob:never');
    const { user } = await openTab();
    await screen.findByRole('img', { name: /^Score distribution:/ });
    await user.click(screen.getByRole('button', { name: 'Download results (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says so when the statistics cannot be loaded', async () => {
    serve((req) =>
      req.url.endsWith('/stats') ? { status: 500, body: { success: false } } : undefined,
    );
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The statistics could not be loaded.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
  it("shows an attempt's answers, the correct ones and its security events from the API", async () => {
    const { requests } = serve();
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of meera' }));

    const section = screen.getByRole('region', { name: 'Answers of meera' });
    expect(await within(section).findByText('Lead and Sales Assessment')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toContain('/api/assessments/attempts/a1/review');
    expect(requests.find((r) => r.url.endsWith('/review'))?.headers.Authorization).toBe(
      'Bearer admin-token',
    );
    const fact = (name: string) =>
      within(section).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(fact('User')).toHaveTextContent('meera (meera@example.com)');
    expect(fact('Score')).toHaveTextContent('1 / 3 (33%)');
    expect(fact('Result')).toHaveTextContent('Not passed');
    expect(fact('Submitted by')).toHaveTextContent('Security events');
    expect(fact('Certificate ID')).toHaveTextContent('None');

    // Right answer: chosen and correct on the same option, said in words.
    const first = within(section).getByRole('list', { name: 'Options of question 1' });
    expect(first.closest('li')).toHaveTextContent(/^Question 1: How should a new lead.*✓ Correct/);
    const phone = within(first).getByText('Phone call').closest('li');
    expect(phone).toHaveTextContent('Phone callYour answer✓ Correct answer');
    expect(within(first).getByText('Email').closest('li')).toHaveTextContent(/^Email$/);

    // Wrong answer: the user's choice and the correct one on different options.
    const second = within(section).getByRole('list', { name: 'Options of question 2' });
    expect(second.closest('li')).toHaveTextContent('✗ Wrong');
    expect(within(second).getByText('Prospecting').closest('li')).toHaveTextContent(
      /^ProspectingYour answer$/,
    );
    expect(within(second).getByText('Negotiation').closest('li')).toHaveTextContent(
      /^Negotiation✓ Correct answer$/,
    );

    // Unanswered: no 'Your answer' anywhere in it.
    const third = within(section).getByRole('list', { name: 'Options of question 3' });
    expect(third.closest('li')).toHaveTextContent('Not answered');
    expect(within(third).queryByText('Your answer')).not.toBeInTheDocument();

    const events = within(section).getByRole('table', { name: 'Security events' });
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1Left the tab or windowJan 5, 2026, \d/),
      expect.stringMatching(/^2Copied textJan 5, 2026, \d/),
    ]);
    expect(
      within(events)
        .getAllByRole('cell')
        .map((c) => c.querySelector('time')?.dateTime),
    ).toEqual([
      undefined,
      undefined,
      '2026-01-05T12:00:00Z',
      undefined,
      undefined,
      '2026-01-05T12:01:30Z',
    ]);
  });

  it("shows the tab, the answers and the events' times in the site's language", async () => {
    serve();
    const view = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin, lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Évaluations' })).toBeVisible();
    // The French texts come in a chunk per dictionary, each a Suspense reveal: more than 1 s here.
    await view.user.click(
      await screen.findByRole('button', { name: 'Voir les réponses de meera' }, { timeout: 5000 }),
    );
    const events = await screen.findByRole('table', { name: 'Événements de sécurité' });
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(/5 janv\. 2026/);
  });

  it('moves the focus to the answers, and Close or Escape gives it back to the button', async () => {
    serve();
    const { user } = await openTab();
    const button = await screen.findByRole('button', { name: 'View answers of meera' });
    await user.click(button);
    const heading = screen.getByRole('heading', { name: 'Answers of meera' });
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Answers of meera' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('heading', { name: 'Answers of meera' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Answers of meera' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  // An attempt the security rule ended with a passing score: no certificate until a decision.
  const pendingRow = {
    ...salesStats.recent[0],
    attemptId: 'a2',
    username: 'ravi',
    fullName: 'Ravi Shankar',
    submitReason: 'security',
    certificateId: '',
    review: 'pending',
  };
  const pendingReview = {
    ...review,
    attemptId: 'a2',
    username: 'ravi',
    email: 'ravi@example.com',
    fullName: 'Ravi Shankar',
    score: 3,
    passed: true,
    review: 'pending',
    reviewedAt: null,
    retakeAllowed: false,
  };

  it('grants the certificate of an attempt waiting for review, once confirmed, and shows it', async () => {
    let decided = false;
    const { requests } = serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: {
            success: true,
            data: {
              ...salesStats,
              recent: [
                decided
                  ? { ...pendingRow, review: 'granted', certificateId: 'SB-GRANTED2345' }
                  : pendingRow,
              ],
            },
          },
        };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'GET')
        return { status: 200, body: { success: true, data: pendingReview } };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'POST') {
        decided = true;
        return {
          status: 200,
          body: {
            success: true,
            data: {
              ...pendingReview,
              review: 'granted',
              reviewedAt: '2026-01-06T09:00:00Z',
              certificateId: 'SB-GRANTED2345',
            },
          },
        };
      }
      return undefined;
    });
    const { user } = await openTab();
    const row = await screen.findByRole('row', { name: /ravi/ });
    expect(row).toHaveTextContent('Waiting for review');
    await user.click(within(row).getByRole('button', { name: 'View answers of ravi' }));
    const section = screen.getByRole('region', { name: 'Answers of ravi' });
    expect(
      await within(section).findByText(/ended this attempt with a passing score/),
    ).toBeVisible();

    // Asked in the page's own dialog; cancelled there: nothing is sent, focus goes back.
    const grant = within(section).getByRole('button', { name: 'Grant the certificate' });
    await user.click(grant);
    const question = screen.getByRole('dialog', {
      name: 'Grant Ravi Shankar (ravi) the certificate? A signed certificate is issued at once.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(grant).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(grant);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Grant the certificate' }),
    );
    expect(
      await within(section).findByText('Certificate SB-GRANTED2345 granted.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/assessments/attempts/a2/review');
    expect(post?.data).toEqual({ decision: 'grant' });
    expect(within(section).getByText(/^Certificate granted after review on /)).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Grant the certificate' }),
    ).not.toBeInTheDocument();
    // The list is read again and shows the certificate; the review stays open.
    expect(await within(row).findByText('SB-GRANTED2345')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Answers of ravi' })).toBeInTheDocument();
  });

  it('refuses the certificate of an attempt waiting for review, and shows the refusal', async () => {
    const { requests } = serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: { success: true, data: { ...salesStats, recent: [pendingRow] } },
        };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'GET')
        return { status: 200, body: { success: true, data: pendingReview } };
      if (req.method === 'POST')
        return {
          status: 200,
          body: {
            success: true,
            data: { ...pendingReview, review: 'refused', reviewedAt: '2026-01-06T09:00:00Z' },
          },
        };
      return undefined;
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of ravi' }));
    const section = screen.getByRole('region', { name: 'Answers of ravi' });
    await user.click(
      await within(section).findByRole('button', { name: 'Refuse the certificate' }),
    );
    // Escape answers no; asked again, the refusal is confirmed.
    expect(screen.getByRole('dialog')).toHaveAccessibleName(/^Refuse Ravi Shankar \(ravi\)/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: 'Refuse the certificate' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse the certificate' }),
    );
    expect(await within(section).findByText('Certificate refused.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({ decision: 'refuse' });
    expect(within(section).getByText(/^Certificate refused after review on /)).toBeVisible();
  });

  it("shows the server's message when a decision is refused", async () => {
    serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: { success: true, data: { ...salesStats, recent: [pendingRow] } },
        };
      if (req.url === '/api/assessments/attempts/a2/review' && req.method === 'GET')
        return { status: 200, body: { success: true, data: pendingReview } };
      if (req.method === 'POST')
        return {
          status: 409,
          body: { success: false, message: 'This attempt is not waiting for a review.' },
        };
      return undefined;
    });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of ravi' }));
    const section = screen.getByRole('region', { name: 'Answers of ravi' });
    await user.click(await within(section).findByRole('button', { name: 'Grant the certificate' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Grant the certificate' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This attempt is not waiting for a review.',
    );
  });

  it('shows no review for an attempt with nothing to decide', async () => {
    serve();
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of meera' }));
    const section = screen.getByRole('region', { name: 'Answers of meera' });
    await within(section).findByText('Lead and Sales Assessment');
    expect(within(section).queryByText('Certificate review')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /certificate$/ })).not.toBeInTheDocument();
  });

  it('allows a retake of a certified level from the list of attempts, then says it is allowed', async () => {
    let allowed = false;
    const { requests } = serve((req) => {
      if (req.url === '/api/assessments/lead-and-sales/stats')
        return {
          status: 200,
          body: {
            success: true,
            data: {
              ...salesStats,
              recent: [
                { ...salesStats.recent[0], retakeAllowed: allowed },
                { ...pendingRow, attemptId: 'a3', username: 'kiran', review: 'refused' },
              ],
            },
          },
        };
      if (req.url === '/api/assessments/attempts/a1/retake') {
        allowed = true;
        return {
          status: 200,
          body: { success: true, data: { allowedAt: '2026-01-06T09:00:00Z', created: true } },
        };
      }
      return undefined;
    });
    const { user } = await openTab();
    const meera = await screen.findByRole('row', { name: /meera/ });
    const kiran = screen.getByRole('row', { name: /kiran/ });
    // A refused review holds nothing back: that person follows the usual rules.
    expect(kiran).toHaveTextContent('Refused after review');
    expect(within(kiran).queryByRole('button', { name: /retake/ })).not.toBeInTheDocument();

    await user.click(
      within(meera).getByRole('button', { name: 'Allow meera a retake of level easy' }),
    );
    expect(await screen.findByText('meera may take level easy once more.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe(
      '/api/assessments/attempts/a1/retake',
    );
    expect(await within(meera).findByText('Retake allowed')).toBeInTheDocument();
    expect(within(meera).queryByRole('button', { name: /retake/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when a retake cannot be allowed", async () => {
    serve((req) =>
      req.url.endsWith('/retake')
        ? { status: 403, body: { success: false, message: 'Administrator access required' } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(
      await screen.findByRole('button', { name: 'Allow meera a retake of level easy' }),
    );
    expect(await screen.findByText('Administrator access required')).toBeInTheDocument();
  });

  it("shows the server's message when the answers cannot be loaded", async () => {
    serve((req) =>
      req.url.endsWith('/review')
        ? { status: 404, body: { success: false, message: 'Attempt not found' } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of meera' }));
    const section = screen.getByRole('region', { name: 'Answers of meera' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Attempt not found');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });
});
