import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import type { Lang } from 'shared';
import ar from '../i18n/ar';
import { quizEn } from '../i18n/en';
import fr from '../i18n/fr';
import { QuizPage } from './quiz-page';

jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const questions = [
  { id: 'q1', text: 'Which port does HTTPS use?', options: ['80', '443'], category: 'networking' },
  {
    id: 'q2',
    text: 'What does DNS translate?',
    options: ['Names to addresses', 'Ports'],
    category: 'networking',
  },
];

function serve(deadline: string) {
  api = mockApi((req: Recorded) => {
    if (req.url.endsWith('/questions/categories')) {
      return { status: 200, body: { success: true, data: [{ category: 'networking', count: 5 }] } };
    }
    if (req.url.endsWith('/results/mine'))
      return { status: 200, body: { success: true, data: [] } };
    if (req.url.endsWith('/questions/getQuestions')) {
      return {
        status: 200,
        body: { success: true, attemptId: 'a1', category: 'networking', deadline, questions },
      };
    }
    if (req.url.endsWith('/security'))
      return { status: 201, body: { success: true, message: 'ok' } };
    return {
      status: 200,
      body: { success: true, attemptId: 'a1', score: 1, total: 2, passed: false },
    };
  });
  return api;
}

describe('the quiz', () => {
  it('starts, moves between questions, counts down and shows the server score', async () => {
    const { requests } = serve(new Date(Date.now() + 120_000).toISOString());
    const { user } = renderWithProviders(<QuizPage />);
    expect(await screen.findByText('You have not taken a quiz yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/Time left: (2:00|1:59)/);
    expect(screen.getByRole('group', { name: /Question 1 of 2: Which port/ })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '443' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: /Question 2 of 2/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: '443' })).toBeChecked();
    // One question is left: the page asks first, in its own dialog. 'Keep answering' goes back
    // to the quiz (focus on Submit again) and sends nothing.
    const submitButton = screen.getByRole('button', { name: 'Submit answers' });
    await user.click(submitButton);
    const question = screen.getByRole('dialog', {
      name: 'Submit now? Questions left unanswered: 1.',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep answering' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton).toHaveFocus();
    expect(screen.getByRole('timer')).toBeVisible();
    expect(requests.filter((r) => r.url === '/api/results')).toHaveLength(0);
    await user.click(submitButton);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit answers' }),
    );
    expect(await screen.findByText('You scored 1 out of 2.')).toBeVisible();
    expect(screen.getByText('Not passed')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST' && r.url === '/api/results')?.data).toEqual({
      attemptId: 'a1',
      answers: [{ questionId: 'q1', selectedOption: 1 }],
    });
    expect(requests.find((r) => r.url.endsWith('/getQuestions'))?.url).toBe(
      '/api/questions/getQuestions',
    );
  });

  it('reports copy, paste, the context menu and leaving the tab, and warns', async () => {
    const { requests } = serve(new Date(Date.now() + 120_000).toISOString());
    const { user } = renderWithProviders(<QuizPage />);
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await screen.findByRole('timer');
    act(() => {
      document.dispatchEvent(new Event('copy', { cancelable: true }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('copying is not allowed');
    act(() => {
      document.dispatchEvent(new Event('contextmenu', { cancelable: true }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('context menu is disabled');
    act(() => {
      document.dispatchEvent(new Event('paste', { cancelable: true }));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(screen.getByRole('alert')).toHaveTextContent('you left the quiz tab');
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/security').map((r) => r.data)).toEqual([
        { attemptId: 'a1', kind: 'copy' },
        { attemptId: 'a1', kind: 'context-menu' },
        { attemptId: 'a1', kind: 'paste' },
        { attemptId: 'a1', kind: 'tab-hidden' },
      ]),
    );
  });

  it('submits at the deadline while "Submit now?" is open, and the question goes with the quiz', async () => {
    const { requests } = serve(new Date(Date.now() + 2_000).toISOString());
    const { user } = renderWithProviders(<QuizPage />);
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('dialog', { name: /^Submit now\?/ })).toBeVisible();
    expect(
      await screen.findByText('Time is up: your answers were submitted.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url === '/api/results')).toHaveLength(1);
    // The next quiz starts without the old question.
    await user.click(screen.getByRole('button', { name: 'Take another quiz' }));
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits by itself at the deadline', async () => {
    const { requests } = serve(new Date(Date.now() + 1_000).toISOString());
    const { user } = renderWithProviders(<QuizPage />);
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    expect(
      await screen.findByText('Time is up: your answers were submitted.', {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST' && r.url === '/api/results')).toHaveLength(1);
  });
});

describe.each([
  ['fr', fr],
  ['ar', ar],
] as const)('the quiz in %s', (lang, texts) => {
  const t = texts.quiz;
  const fill = (text: string, vars: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));

  it('shows the choices, the running quiz, its warnings and the score in that language', async () => {
    serve(new Date(Date.now() + 120_000).toISOString());
    const { user } = renderWithProviders(<QuizPage />, { lang: lang as Lang });
    expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    expect(await screen.findByText(t.noResults)).toBeVisible();
    expect(t.noResults).not.toBe(quizEn.noResults);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(screen.getByText(t.rules)).toBeVisible();
    const category = screen.getByLabelText(t.category);
    await waitFor(() => expect(category).toHaveDisplayValue(t.networking));
    expect(screen.getByLabelText(t.count)).toHaveValue('5');

    await user.click(screen.getByRole('button', { name: t.start }));
    expect(await screen.findByRole('timer')).toHaveTextContent(
      new RegExp(`^${fill(t.timeLeft, { time: '(2:00|1:59)' })}$`),
    );
    expect(
      screen.getByRole('group', {
        name: `${fill(t.questionOf, { n: 1, total: 2 })}: ${questions[0]?.text}`,
      }),
    ).toBeVisible();
    expect(screen.getByText(fill(t.answered, { count: 0, total: 2 }))).toBeVisible();
    expect(screen.getByRole('navigation', { name: t.questionsNav })).toBeVisible();
    expect(screen.getByRole('button', { name: fill(t.jumpTo, { n: 2 }) })).toBeVisible();
    act(() => {
      document.dispatchEvent(new Event('paste', { cancelable: true }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(t['warn-paste']);
    await user.click(screen.getByRole('radio', { name: '443' }));
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByRole('button', { name: t.previous })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: t.submit }));
    // The question before a submission with a question left, and its buttons, in that language.
    const question = screen.getByRole('dialog', { name: fill(t.confirmSubmit, { unanswered: 1 }) });
    expect(within(question).getByRole('button', { name: t.keepAnswering })).toBeVisible();
    expect(t.keepAnswering).not.toBe(quizEn.keepAnswering);
    await user.click(within(question).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(fill(t.score, { score: 1, total: 2 }))).toBeVisible();
    expect(screen.getByText(t.failed)).toBeVisible();
    expect(screen.getByRole('button', { name: t.again })).toBeVisible();
  });
});
