import { act, screen, waitFor } from '@testing-library/react';
import type { Lang } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import ar from '../i18n/ar';
import { assessmentEn } from '../i18n/en';
import fr from '../i18n/fr';
import { QuizPage } from './quiz-page';

const route = '/test?assessment=lead-and-sales&level=easy';

/** The text before and after one placeholder of a dictionary text (the others filled). */
function around(text: string, slot: string, vars: Record<string, string | number>) {
  const [before = '', after = ''] = fill(text, { ...vars, [slot]: '\u0000' }).split('\u0000');
  return [before, after] as const;
}

/** A dictionary text with its placeholders filled, as the screen shows it. */
function fill(text: string, vars: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
}

const attempt = {
  attemptId: '11111111-1111-4111-8111-111111111111',
  name: 'Lead and Sales Assessment',
  level: 'easy',
  fullName: 'Asha Verma',
  /** 30 minutes from whenever it is read: a started attempt has its whole time left. */
  get deadline() {
    return new Date(Date.now() + 30 * 60_000).toISOString();
  },
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

  it('shows the result of a past attempt again from its address, and nothing of one not found', async () => {
    api = mockApi((req) =>
      req.method === 'GET' && req.url === `/api/assessments/attempts/${attempt.attemptId}`
        ? {
            status: 200,
            body: {
              ...attempt,
              submitted: true,
              result: {
                score: 1,
                total: 1,
                passed: true,
                passPercent: 70,
                certificateId: 'SB-ABC',
              },
            },
          }
        : { status: 404, body: { success: false, message: 'Attempt not found' } },
    );
    const first = renderWithProviders(<QuizPage />, {
      route: `/test?attempt=${attempt.attemptId}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Lead and Sales Assessment — result' }),
    ).toBeVisible();
    expect(screen.getByText('SB-ABC')).toBeVisible();
    first.unmount();

    renderWithProviders(<QuizPage />, { route: '/test?attempt=someone-elses' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This result could not be found. It may belong to another account.',
    );
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("says a passing attempt the security rule ended waits for an admin's review, with no certificate", async () => {
    api = mockApi((req) => {
      if (req.method === 'POST' && req.url?.endsWith('/attempts'))
        return { status: 201, body: attempt };
      if (req.url?.endsWith('/security'))
        return {
          status: 200,
          body: {
            success: true,
            count: 3,
            limit: 3,
            submitted: true,
            result: {
              score: 1,
              total: 1,
              passed: true,
              passPercent: 70,
              submitReason: 'security',
              review: 'pending',
            },
          },
        };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    const { user } = renderWithProviders(<QuizPage />, { route });
    await user.type(screen.getByLabelText(/full name/i), 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Start assessment' }));
    await screen.findByTestId('time-left');
    act(() => {
      document.dispatchEvent(new Event('copy', { cancelable: true }));
    });
    expect(await screen.findByText(assessmentEn.reviewPending)).toBeVisible();
    expect(screen.getByText(assessmentEn.securitySubmitted)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Passed');
    expect(screen.queryByTestId('certificate-id')).not.toBeInTheDocument();
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

describe('the full name on the start step', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    api?.restore();
    sessionStorage.clear();
  });

  function serve(
    profileName: string,
    start?: (req: Recorded) => { status: number; body: unknown },
  ) {
    api = mockApi((req) => {
      if (req.method === 'GET' && req.url.endsWith('/users/me'))
        return {
          status: 200,
          body: { success: true, user: { username: 'asha', fullName: profileName } },
        };
      if (req.method === 'POST' && req.url.endsWith('/attempts'))
        return start ? start(req) : { status: 201, body: attempt };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    return api;
  }
  const posts = () => api?.requests.filter((r) => r.method === 'POST') ?? [];

  it('is prefilled from the profile, says where it goes, and is sent as confirmed', async () => {
    serve('Zoë O’Brien-Smith');
    const { user } = renderWithProviders(<QuizPage />, { route });
    const field = screen.getByLabelText(assessmentEn.fullName);
    await waitFor(() => expect(field).toHaveValue('Zoë O’Brien-Smith'));
    expect(field).toHaveAccessibleDescription(assessmentEn.fullNameHint);
    await user.click(screen.getByRole('button', { name: 'Start assessment' }));
    expect(await screen.findByTestId('time-left')).toBeInTheDocument();
    expect(posts()[0]?.data).toEqual({ level: 'easy', fullName: 'Zoë O’Brien-Smith' });
  });

  it('can be corrected before starting; spaces are tidied as the server tidies them', async () => {
    serve('Asha');
    const { user } = renderWithProviders(<QuizPage />, { route });
    const field = screen.getByLabelText(assessmentEn.fullName);
    await waitFor(() => expect(field).toHaveValue('Asha'));
    await user.clear(field);
    await user.type(field, '  محمد   علي ');
    await user.click(screen.getByRole('button', { name: 'Start assessment' }));
    await screen.findByTestId('time-left');
    expect(posts()[0]?.data).toEqual({ level: 'easy', fullName: 'محمد علي' });
  });

  it('is checked as the server checks it, saying what is wrong, before anything is sent', async () => {
    serve('');
    const { user } = renderWithProviders(<QuizPage />, { route });
    const field = screen.getByLabelText(assessmentEn.fullName);
    const start = screen.getByRole('button', { name: 'Start assessment' });
    await user.click(start);
    const tooShort = fill(assessmentEn.errNameLength, { min: 2, max: 100 });
    expect(screen.getByText(tooShort)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.type(field, 'Agent 007');
    await user.click(start);
    expect(screen.getByText(assessmentEn.errNameChars)).toBeVisible();
    expect(field).toHaveAccessibleDescription(
      `${assessmentEn.fullNameHint} ${assessmentEn.errNameChars}`,
    );

    await user.clear(field);
    await user.type(field, 'A'.repeat(101));
    await user.click(start);
    expect(screen.getByText(tooShort)).toBeVisible();
    expect(posts()).toHaveLength(0);

    // Fixing it clears the message as the user types.
    await user.clear(field);
    await user.type(field, 'Asha Verma');
    expect(screen.queryByText(tooShort)).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's message when it refuses the name", async () => {
    serve('', () => ({
      status: 400,
      body: { success: false, message: 'fullName must be 2 to 100 characters' },
    }));
    const { user } = renderWithProviders(<QuizPage />, { route });
    await user.type(screen.getByLabelText(assessmentEn.fullName), 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Start assessment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fullName must be 2 to 100 characters',
    );
    expect(screen.queryByTestId('time-left')).not.toBeInTheDocument();
  });
});

describe.each([
  ['fr', fr, '15 mars 2026'],
  ['ar', ar, '15‏/03‏/2026'],
] as const)('the assessment in %s', (lang, texts, nextDate) => {
  const t = texts.assessment;
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    api?.restore();
    sessionStorage.clear();
  });

  it('shows the start step, the countdown, the warnings and the result in that language', async () => {
    let submitted = false;
    api = mockApi((req) => {
      if (req.url.endsWith('/users/me'))
        return { status: 200, body: { success: true, user: { fullName: 'Asha Verma' } } };
      if (req.method === 'POST' && req.url.endsWith('/attempts'))
        return { status: 201, body: attempt };
      if (req.url.endsWith('/security'))
        return { status: 201, body: { count: 1, limit: 3, submitted: false } };
      if (req.url.endsWith('/submit')) {
        submitted = true;
        return {
          status: 200,
          body: {
            score: 0,
            total: 1,
            passed: false,
            passPercent: 70,
            nextAttemptAt: '2026-03-15T12:00:00.000Z',
          },
        };
      }
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    const { user } = renderWithProviders(<QuizPage />, { route, lang: lang as Lang });
    expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The start step, in the language's words (the dictionary arrives on demand).
    expect(await screen.findByRole('heading', { name: t.startTitle })).toBeVisible();
    expect(t.startTitle).not.toBe(assessmentEn.startTitle);
    expect(screen.getByText(t['level-easy'])).toBeVisible();
    const field = screen.getByLabelText(t.fullName);
    await waitFor(() => expect(field).toHaveValue('Asha Verma'));
    expect(field).toHaveAccessibleDescription(t.fullNameHint);
    await user.click(screen.getByRole('button', { name: t.start }));

    // Running: the heading with the level's name, the countdown and a security warning.
    expect(
      await screen.findByRole('heading', {
        name: fill(t.heading, { name: attempt.name, level: t['level-easy'] }),
      }),
    ).toBeVisible();
    expect(screen.getByText(t.timeLeft)).toBeVisible();
    expect(screen.getByTestId('time-left')).toHaveTextContent(/^(30:00|29:5\d)$/);
    act(() => {
      document.dispatchEvent(new Event('copy', { cancelable: true }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fill(t['warn-copy'], { count: 1, limit: 3 }),
    );
    await user.click(screen.getByRole('button', { name: t.submit }));

    // The result: score, pass mark and the next attempt's date written the language's way.
    await waitFor(() => expect(submitted).toBe(true));
    expect(
      await screen.findByRole('heading', { name: fill(t.resultTitle, { name: attempt.name }) }),
    ).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(t.failed);
    const [scoreStart, scoreEnd] = around(t.score, 'passMark', { score: 0, total: 1 });
    expect(status.textContent).toContain(scoreStart);
    expect(status.textContent).toContain(scoreEnd);
    // The pass mark written as a percentage the language's way (70 %, 70‎%‎).
    expect(status.textContent).toMatch(/70[\s\u200e]*%/);
    const [nextStart] = around(t.nextAttempt, 'time', {});
    const next = screen.getByText((text) => text.startsWith(nextStart));
    expect(next).toHaveTextContent(nextDate);
    // Links stay in the page's language.
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      `/${lang}/internal-exams`,
    );
  });

  it('shows the certificate ID and copies its link, in that language', async () => {
    api = mockApi((req) => {
      if (req.method === 'POST' && req.url.endsWith('/attempts'))
        return { status: 201, body: attempt };
      if (req.url.endsWith('/submit'))
        return {
          status: 200,
          body: { score: 1, total: 1, passed: true, passPercent: 70, certificateId: 'SB-ABC' },
        };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    const { user } = renderWithProviders(<QuizPage />, { route, lang: lang as Lang });
    await user.type(await screen.findByLabelText(t.fullName), 'Asha Verma');
    await user.click(screen.getByRole('button', { name: t.start }));
    await user.click(await screen.findByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.certificateId)).toBeVisible();
    expect(screen.getByTestId('certificate-id')).toHaveTextContent('SB-ABC');
    expect(screen.getByRole('link', { name: t.verifyLink })).toHaveAttribute(
      'href',
      `/${lang}/verify-certificate/SB-ABC`,
    );
    // The link to share is the certificate's address for everyone (English, the x-default):
    // an employer who follows it may not read the holder's language.
    await user.click(screen.getByRole('button', { name: t.copyLink }));
    expect(await screen.findByText(t.copied)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/verify-certificate/SB-ABC`,
    );
  });
});
