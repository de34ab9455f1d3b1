import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from 'shared/testing';
import { QuizPage } from './quiz-page';

const attempt = {
  attemptId: '11111111-1111-4111-8111-111111111111',
  name: 'Lead and Sales Assessment',
  level: 'easy',
  fullName: 'Asha Verma',
  deadline: new Date(Date.now() + 30 * 60_000).toISOString(),
  questions: [{ id: 'q1', text: 'What is a qualified lead?', options: ['Anyone', 'A fit'] }],
  answers: [],
  securityEvents: 0,
  securityLimit: 3,
  submitted: false,
};

describe('an assessment on /test', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    api?.restore();
    sessionStorage.clear();
  });

  it('confirms the name, saves answers as they are chosen and shows the certificate', async () => {
    api = mockApi((req) => {
      if (req.method === 'POST' && req.url?.endsWith('/attempts'))
        return { status: 201, body: attempt };
      if (req.method === 'PUT') return { status: 200, body: { success: true, savedAt: 'x' } };
      if (req.url?.endsWith('/submit'))
        return {
          status: 200,
          body: { score: 1, total: 1, passed: true, passPercent: 70, certificateId: 'SB-ABC' },
        };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    const { user } = renderWithProviders(<QuizPage />, {
      route: '/test?assessment=lead-and-sales&level=easy',
    });
    await user.type(screen.getByLabelText(/full name/i), 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Start assessment' }));
    expect(await screen.findByTestId('time-left')).toHaveTextContent(/^(30:00|29:5\d)$/);
    await user.click(screen.getByRole('radio', { name: 'A fit' }));
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.data).toEqual({
      answers: [{ questionId: 'q1', selectedOption: 1 }],
    });
    await user.click(screen.getByRole('button', { name: 'Submit assessment' }));
    expect(await screen.findByTestId('certificate-id')).toHaveTextContent('SB-ABC');
    expect(screen.getByRole('link', { name: /verify and download/i })).toHaveAttribute(
      'href',
      '/verify-certificate/SB-ABC',
    );
  });

  it('shows the server refusal, e.g. when the wait is not over', async () => {
    api = mockApi(() => ({
      status: 409,
      body: { success: false, message: 'Your next attempt is allowed from 2026-01-01.' },
    }));
    const { user } = renderWithProviders(<QuizPage />, {
      route: '/test?assessment=lead-and-sales&level=easy',
    });
    await user.type(screen.getByLabelText(/full name/i), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Start assessment' }));
    expect(await screen.findByText(/next attempt is allowed/)).toBeInTheDocument();
  });
});
