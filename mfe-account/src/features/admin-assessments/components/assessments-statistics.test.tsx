import { screen, within } from '@testing-library/react';
import { CSV, serve, openTab } from './assessments-panel.fixtures';
import { catchDownloads, readBlob } from '../../../testing/downloads';

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
    // jsdom cannot navigate; record what the link would save instead.
    const { blobs, downloads } = catchDownloads('blob:results');
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
