import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Heading, LoadingContent, PageContainer, usePageMeta, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import {
  myResults,
  quizCategoryList,
  startAttempt,
  submitAttempt,
  type Attempt,
  type MyResult,
  type Score,
  type SecurityKind,
} from '../../api/quiz-api';
import { useAttemptGuard } from '../../hooks/use-attempt-guard';
import { useCountdown } from '../../hooks/use-countdown';
import { useFormats } from '../../../../lib/use-formats';
import { AssessmentPage } from '../assessment-page';
import { AttemptResult } from '../assessment-page/attempt-result';
import { ChooseForm } from './choose-form';
import { HistoryTable } from './history-table';
import { RunningQuiz } from './running-quiz';
import { quizCategories, quizMessages } from './texts';

export { quizCategories, quizMessages } from './texts';

type Phase = 'choose' | 'running' | 'submitting' | 'done';

/**
 * /test: an assessment attempt when `assessment` and `level` are given, the result of a past
 * attempt with `attempt`, the category quiz otherwise.
 */
export function QuizPage(props: { confirm?: Answer }) {
  const [params] = useSearchParams();
  const past = params.get('attempt');
  if (past) return <AttemptResult id={past} />;
  const assessment = params.get('assessment');
  const level = params.get('level');
  if (assessment && level) return <AssessmentPage slug={assessment} level={level} />;
  return <CategoryQuizPage {...props} />;
}

function CategoryQuizPage({
  confirm,
}: {
  /** The answer to 'Submit now?' instead of the dialog's (a test's). */
  confirm?: Answer;
}) {
  const t = useTranslation(quizMessages);
  const { ask, dialog, dismiss } = useConfirmDialog(confirm);
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

  // The clock keeps running while 'Submit now?' is open: when it ends the quiz, the question goes.
  useEffect(() => {
    if (phase !== 'running') dismiss();
  }, [phase, dismiss]);

  async function askSubmit() {
    if (!attempt) return;
    const unanswered = attempt.questions.filter((q) => answers[q.id] === undefined).length;
    if (unanswered > 0) {
      const question = {
        text: t('confirmSubmit', { unanswered: format.number(unanswered) }),
        confirmLabel: t('submit'),
        cancelLabel: t('keepAnswering'),
      };
      if (!(await ask(question))) return;
    }
    if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    void submit(false);
  }

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
    return (
      <>
        <RunningQuiz
          attempt={attempt}
          index={index}
          onIndex={setIndex}
          answers={answers}
          onAnswer={(questionId, option) => setAnswers((a) => ({ ...a, [questionId]: option }))}
          left={left}
          warning={warning}
          errorBox={errorBox}
          onSubmit={() => void askSubmit()}
        />
        {dialog}
      </>
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
      <ChooseForm
        categories={categories}
        category={category}
        onCategory={setCategory}
        count={count}
        onCount={setCount}
        again={phase === 'done'}
        onStart={(e) => void start(e)}
      />
      <HistoryTable history={history} />
    </PageContainer>
  );
}
