import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  defineDictionary,
  Field,
  Heading,
  LoadingContent,
  PageContainer,
  usePageMeta,
  useTranslation,
} from 'shared';
import { errorText } from '../../common/api-helpers';
import { DataTable } from '../../common/data-table';
import {
  myResults,
  quizCategoryList,
  startAttempt,
  submitAttempt,
  type Attempt,
  type MyResult,
  type Score,
  type SecurityKind,
} from '../api/quiz-api';
import { loadersFor } from '../../../i18n/loaders';
import { useAttemptGuard } from '../hooks/use-attempt-guard';
import { useCountdown } from '../hooks/use-countdown';
import { useFormats } from '../hooks/use-formats';
import { AssessmentPage } from './assessment-page';

export const quizEn = {
  title: 'Online quiz',
  description: 'Choose a category and take a timed quiz.',
  category: 'Category',
  count: 'Number of questions',
  start: 'Start quiz',
  rules:
    'The timer starts when you begin. Stay on this tab: leaving it, leaving full screen, copying, pasting and the context menu are recorded.',
  timeLeft: 'Time left: {time}',
  questionOf: 'Question {n} of {total}',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit answers',
  confirmSubmit: 'Submit now? Questions left unanswered: {unanswered}.',
  answered: '{count} of {total} answered',
  jumpTo: 'Go to question {n}',
  questionsNav: 'Questions',
  timeUp: 'Time is up: your answers were submitted.',
  score: 'You scored {score} out of {total}.',
  passed: 'Passed',
  failed: 'Not passed',
  again: 'Take another quiz',
  mine: 'My results',
  date: 'Date',
  result: 'Result',
  noResults: 'You have not taken a quiz yet.',
  startFailed: 'The quiz could not be started.',
  submitFailed: 'Your answers could not be submitted.',
  resultsFailed: 'Your results could not be loaded.',
  'warn-tab-hidden': 'Warning: you left the quiz tab. This has been recorded.',
  'warn-fullscreen-exit': 'Warning: you left full screen. This has been recorded.',
  'warn-copy': 'Warning: copying is not allowed during the quiz. This has been recorded.',
  'warn-paste': 'Warning: pasting is not allowed during the quiz. This has been recorded.',
  'warn-context-menu':
    'Warning: the context menu is disabled during the quiz. This has been recorded.',
  networking: 'Networking',
  security: 'Security',
  cloud: 'Cloud computing',
};

export const quizMessages = defineDictionary(quizEn, loadersFor('quiz'));

/** The question categories the bank serves. */
export const quizCategories = ['networking', 'security', 'cloud'] as const;

const Options = styled.fieldset`
  border: none;
  padding: 0;
  margin: 1rem 0;
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    padding: 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    margin-bottom: 0.5rem;
    cursor: pointer;
  }
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: 0.75rem;
  }
`;
const Bar = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  align-items: center;
  margin: 1rem 0;
`;
const Timer = styled.p`
  font-weight: 700;
  font-size: 1.2rem;
`;
const Dot = styled.button<{ $answered: boolean; $current: boolean }>`
  min-width: 2.5rem;
  min-height: 2.5rem;
  font: inherit;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $current }) => ($current ? theme.colors.primaryDark : theme.colors.border)};
  background: ${({ theme, $answered }) => ($answered ? theme.colors.primary : '#fff')};
  color: ${({ $answered }) => ($answered ? '#fff' : 'inherit')};
  cursor: pointer;
`;

type Phase = 'choose' | 'running' | 'submitting' | 'done';

/** /test: an assessment attempt when `assessment` and `level` are given, the category quiz otherwise. */
export function QuizPage(props: { confirm?: (text: string) => boolean }) {
  const [params] = useSearchParams();
  const assessment = params.get('assessment');
  const level = params.get('level');
  if (assessment && level) return <AssessmentPage slug={assessment} level={level} />;
  return <CategoryQuizPage {...props} />;
}

function CategoryQuizPage({
  confirm = (text: string) => window.confirm(text),
}: {
  confirm?: (text: string) => boolean;
}) {
  const t = useTranslation(quizMessages);
  const format = useFormats();
  usePageMeta(t('title'), t('description'));
  const [phase, setPhase] = useState<Phase>('choose');
  const [category, setCategory] = useState<string>(quizCategories[0]);
  const [count, setCount] = useState(5);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState<Score | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [history, setHistory] = useState<MyResult[] | null>(null);
  const submitted = useRef(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const [categories, setCategories] = useState<string[]>([...quizCategories]);
  useEffect(() => {
    // The bank's own list when available; the usual categories otherwise.
    quizCategoryList().then(
      (list) => {
        const names = list.filter((c) => c.count > 0).map((c) => c.category);
        if (names.length > 0) {
          setCategories(names);
          setCategory((current) => (names.includes(current) ? current : (names[0] ?? current)));
        }
      },
      () => undefined,
    );
  }, []);

  const loadHistory = useCallback(() => {
    myResults().then(setHistory, (e: unknown) => setError(errorText(e, t('resultsFailed'))));
  }, [t]);
  useEffect(loadHistory, [loadHistory]);

  const submit = useCallback(
    async (auto: boolean) => {
      if (!attempt || submitted.current) return;
      submitted.current = true;
      setPhase('submitting');
      try {
        const result = await submitAttempt(
          attempt.attemptId,
          // Unanswered questions are left out: the server scores them as wrong.
          attempt.questions.flatMap((q) => {
            const selectedOption = answersRef.current[q.id];
            return selectedOption === undefined ? [] : [{ questionId: q.id, selectedOption }];
          }),
        );
        setScore(result);
        setTimedOut(auto);
        setPhase('done');
        loadHistory();
      } catch (e) {
        submitted.current = false;
        setError(errorText(e, t('submitFailed')));
        setPhase('running');
      }
    },
    [attempt, loadHistory, t],
  );

  const left = useCountdown(
    phase === 'running' ? (attempt?.deadline ?? null) : null,
    () => void submit(true),
  );
  useAttemptGuard(phase === 'running' ? (attempt?.attemptId ?? null) : null, (kind: SecurityKind) =>
    setWarning(t(`warn-${kind}`)),
  );

  async function start(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setWarning(null);
    setPhase('submitting');
    try {
      const next = await startAttempt(category, count);
      setAttempt(next);
      setAnswers({});
      setIndex(0);
      setScore(null);
      submitted.current = false;
      setPhase('running');
      // Full screen helps keep the attempt honest; browsers may refuse, which is fine.
      document.documentElement.requestFullscreen?.().catch(() => undefined);
    } catch (e) {
      setError(errorText(e, t('startFailed')));
      setPhase('choose');
    }
  }

  function askSubmit() {
    if (!attempt) return;
    const unanswered = attempt.questions.filter((q) => answers[q.id] === undefined).length;
    if (unanswered > 0 && !confirm(t('confirmSubmit', { unanswered: format.number(unanswered) })))
      return;
    if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    void submit(false);
  }

  const categoryName = (c: string) =>
    (quizCategories as readonly string[]).includes(c) ? t(c as (typeof quizCategories)[number]) : c;

  const historyTable = (
    <>
      <h2>{t('mine')}</h2>
      {history && history.length === 0 ? <p>{t('noResults')}</p> : null}
      {history && history.length > 0 ? (
        <DataTable
          caption={t('mine')}
          rows={history}
          rowKey={(r) => r.id ?? r.attemptId ?? `${r.category}-${r.submittedAt}`}
          columns={[
            {
              key: 'date',
              label: t('date'),
              render: (r) => (r.submittedAt ? format.dateTime(r.submittedAt) : ''),
              sortValue: (r) => r.submittedAt ?? '',
            },
            {
              key: 'category',
              label: t('category'),
              render: (r) => categoryName(r.category),
              sortValue: (r) => r.category,
            },
            {
              key: 'score',
              label: t('result'),
              render: (r) =>
                `${format.number(r.score)} / ${format.number(r.total)} · ${r.passed ? t('passed') : t('failed')}`,
              sortValue: (r) => (r.total ? r.score / r.total : 0),
            },
          ]}
        />
      ) : null}
    </>
  );

  const errorBox = error ? (
    <Alert $tone="error" role="alert">
      {error}
    </Alert>
  ) : null;

  if (phase === 'submitting') {
    return (
      <PageContainer>
        <LoadingContent />
      </PageContainer>
    );
  }

  if (phase === 'running' && attempt) {
    const question = attempt.questions[index];
    const answeredCount = attempt.questions.filter((q) => answers[q.id] !== undefined).length;
    return (
      <PageContainer>
        <Heading>{t('title')}</Heading>
        <Timer role="timer" aria-live={left <= 30 ? 'assertive' : 'off'}>
          {t('timeLeft', { time: format.clock(left) })}
        </Timer>
        <div aria-live="assertive">
          {warning ? (
            <Alert $tone="error" role="alert">
              {warning}
            </Alert>
          ) : null}
        </div>
        {errorBox}
        {question ? (
          <Card>
            <Options>
              <legend>
                {t('questionOf', {
                  n: format.number(index + 1),
                  total: format.number(attempt.questions.length),
                })}
                : {question.text}
              </legend>
              {question.options.map((option, i) => (
                <label key={i}>
                  <input
                    type="radio"
                    name={`q-${question.id}`}
                    checked={answers[question.id] === i}
                    onChange={() => setAnswers((a) => ({ ...a, [question.id]: i }))}
                  />
                  {option}
                </label>
              ))}
            </Options>
          </Card>
        ) : null}
        <Bar>
          <Button
            type="button"
            $variant="secondary"
            disabled={index === 0}
            onClick={() => setIndex((i) => i - 1)}
          >
            {t('previous')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={index >= attempt.questions.length - 1}
            onClick={() => setIndex((i) => i + 1)}
          >
            {t('next')}
          </Button>
          <Button type="button" onClick={askSubmit}>
            {t('submit')}
          </Button>
        </Bar>
        <p>
          {t('answered', {
            count: format.number(answeredCount),
            total: format.number(attempt.questions.length),
          })}
        </p>
        <Bar as="nav" aria-label={t('questionsNav')}>
          {attempt.questions.map((q, i) => (
            <Dot
              key={q.id}
              type="button"
              $answered={answers[q.id] !== undefined}
              $current={i === index}
              aria-current={i === index ? 'step' : undefined}
              aria-label={t('jumpTo', { n: i + 1 })}
              onClick={() => setIndex(i)}
            >
              {i + 1}
            </Dot>
          ))}
        </Bar>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      {phase === 'done' && score ? (
        <Alert $tone={score.passed ? 'success' : 'error'} role="status">
          {timedOut ? <p>{t('timeUp')}</p> : null}
          <strong>
            {t('score', { score: format.number(score.score), total: format.number(score.total) })}
          </strong>{' '}
          {score.passed ? t('passed') : t('failed')}
        </Alert>
      ) : null}
      {errorBox}
      <p>{t('rules')}</p>
      <form onSubmit={(e) => void start(e)}>
        <Field>
          <label htmlFor="quiz-category">{t('category')}</label>
          <select id="quiz-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryName(c)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="quiz-count">{t('count')}</label>
          <select id="quiz-count" value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {[5, 10, 20].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit">{phase === 'done' ? t('again') : t('start')}</Button>
      </form>
      {historyTable}
    </PageContainer>
  );
}
