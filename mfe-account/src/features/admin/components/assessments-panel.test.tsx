import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { AdminPanel } from './admin-panel';

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

function serve(extra?: (req: Recorded) => { status: number; body?: unknown } | undefined) {
  api = mockApi((req) => {
    const answer = extra?.(req);
    if (answer) return answer;
    if (req.url === '/api/assessments')
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
    return { status: 200, body: { success: true, data: [], total: 0, page: 1, pageSize: 20 } };
  });
  return api;
}

async function openTab() {
  const view = renderWithProviders(<AdminPanel />, { preloadedState: admin });
  await view.user.click(screen.getByRole('tab', { name: 'Assessments' }));
  expect(screen.getByRole('tab', { name: 'Assessments' })).toHaveAttribute('aria-selected', 'true');
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
      expect.arrayContaining(['/api/assessments', '/api/assessments/lead-and-sales/stats']),
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
});
