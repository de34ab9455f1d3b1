import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { http } from 'shared';
import { mockApi, renderWithProviders } from 'shared/testing';
import { ReviewsPage } from './reviews-page';

const reviews = [
  {
    id: 'r1',
    name: 'Rohit Sharma',
    rating: 5,
    text: 'Passed Security+ on the first attempt thanks to the labs.',
    course: 'CompTIA Security+',
    createdAt: '2026-10-01T10:00:00.000Z',
  },
  {
    id: 'r2',
    name: 'Meera Kapoor',
    rating: 4,
    text: 'Practical ISO 27001 training with real audit examples.',
    course: 'PECB ISO/IEC 27001',
    createdAt: '2026-09-01T10:00:00.000Z',
  },
];

describe('the reviews page', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('shows the 8-card placeholder while loading, then the reviews', async () => {
    let answer: (value: void) => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    api = mockApi(() => ({ status: 200, body: { success: true, data: reviews } }));
    // Hold the answer back so the loading state can be seen.
    const answering = http.defaults.adapter;
    http.defaults.adapter = async (config) => {
      await gate;
      return answering(config);
    };

    renderWithProviders(<ReviewsPage />, { route: '/review-page' });
    const status = screen.getByText('Loading reviews...').closest('[role="status"]') as HTMLElement;
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('li')).toHaveLength(8);

    answer();
    await waitForElementToBeRemoved(status);
    expect(screen.getByRole('heading', { level: 2, name: 'Rohit Sharma' })).toBeInTheDocument();
    expect(
      screen.getByText('Practical ISO 27001 training with real audit examples.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Rated 4 out of 5')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/api/reviews' });
  });

  it('explains a failure and loads again on retry', async () => {
    let fail = true;
    api = mockApi(() =>
      fail ? 'network-error' : { status: 200, body: { success: true, data: reviews } },
    );
    const { user } = renderWithProviders(<ReviewsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the reviews.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Meera Kapoor' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });
});
