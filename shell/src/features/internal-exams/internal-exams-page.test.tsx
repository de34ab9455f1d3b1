import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from 'shared/testing';
import { InternalExamsPage } from './internal-exams-page';

const assessments = [
  {
    slug: 'lead-and-sales',
    name: 'Lead and Sales Assessment',
    description: 'Internal assessment of lead handling.',
    levels: [
      { level: 'easy', questionCount: 5, durationMinutes: 30 },
      { level: 'advanced', questionCount: 10, durationMinutes: 45 },
    ],
    passPercent: 70,
    issuesCertificate: true,
  },
];

describe('the internal exams page', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('lists the assessments from the API with levels, durations and pass marks', async () => {
    api = mockApi((req) =>
      req.url?.endsWith('/assessments')
        ? { status: 200, body: { success: true, data: assessments } }
        : { status: 404, body: { success: false, message: 'Not found' } },
    );
    const { user } = renderWithProviders(<InternalExamsPage />, { route: '/internal-exams' });
    expect(
      await screen.findByRole('heading', { name: 'Lead and Sales Assessment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pass mark: 70%/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '45 minutes' })).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start Lead and Sales Assessment, advanced' });
    expect(start).toHaveAttribute('href', '/test?assessment=lead-and-sales&level=advanced');
    await user.click(start);
    expect(screen.getByTestId('location')).toHaveTextContent('/test');
  });

  it('says so when the list cannot be loaded', async () => {
    api = mockApi(() => ({ status: 500, body: { success: false, message: 'Server down' } }));
    renderWithProviders(<InternalExamsPage />, { route: '/internal-exams' });
    expect(await screen.findByText(/could not load the assessments/i)).toBeInTheDocument();
  });
});
