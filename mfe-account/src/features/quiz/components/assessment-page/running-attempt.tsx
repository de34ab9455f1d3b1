import { useEffect, useRef, useState } from 'react';
import type { SecurityEventKind } from 'contracts';
import { Alert, Button, Card, Heading, PageContainer, useTranslation } from 'shared';
import {
  reportAssessmentEvent,
  saveAnswers,
  type Answers,
  type AssessmentAttempt,
  type AssessmentResult,
} from '../../api/assessment-api';
import { useCountdown } from '../../hooks/use-countdown';
import { useFormats } from '../../../../lib/use-formats';
import { assessmentMessages, levelName } from './texts';

/** The events this page reports (it does not ask for fullscreen). */
type WarningKind = Exclude<SecurityEventKind, 'fullscreen-exit'>;

function answersOf(attempt: AssessmentAttempt): Answers {
  const out: Answers = {};
  for (const a of attempt.answers)
    if (a.selectedOption !== null) out[a.questionId] = a.selectedOption;
  return out;
}

/**
 * The attempt while it runs: the server's countdown, the questions (each answer saved as it is
 * chosen), and the security warnings the server counts.
 */
export function RunningAttempt({
  attempt,
  busy,
  error,
  onSubmit,
  onFinished,
}: {
  attempt: AssessmentAttempt;
  busy: boolean;
  error: string | null;
  onSubmit: (answers: Answers) => void;
  /** The server submitted the attempt itself (security limit); its result, when it sent one. */
  onFinished: (result: AssessmentResult | undefined) => void;
}) {
  const t = useTranslation(assessmentMessages);
  const format = useFormats();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(attempt));
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const finish = useRef(onFinished);
  finish.current = onFinished;

  // The warning is kept as what happened, so it is shown in the language chosen at any time.
  const [warned, setWarned] = useState<
    { kind: WarningKind; count: number; limit: number } | 'unsent' | 'unsaved' | null
  >(null);
  const warning =
    warned === null
      ? null
      : warned === 'unsent'
        ? t('warnUnsent')
        : warned === 'unsaved'
          ? t('saveFailed')
          : t(`warn-${warned.kind}`, {
              count: format.number(warned.count),
              limit: format.number(warned.limit),
            });

  const left = useCountdown(attempt.deadline, () => onSubmit(answersRef.current));

  useEffect(() => {
    const id = attempt.attemptId;
    const report = (kind: WarningKind) => {
      reportAssessmentEvent(id, kind).then(
        (r) => {
          if (r.submitted) finish.current(r.result);
          else setWarned({ kind, count: r.count, limit: r.limit });
        },
        () => setWarned('unsent'),
      );
    };
    const visibility = () => document.visibilityState === 'hidden' && report('tab-hidden');
    const block = (kind: WarningKind) => (e: Event) => {
      e.preventDefault();
      report(kind);
    };
    const copy = block('copy');
    const paste = block('paste');
    const menu = block('context-menu');
    document.addEventListener('visibilitychange', visibility);
    document.addEventListener('copy', copy);
    document.addEventListener('paste', paste);
    document.addEventListener('contextmenu', menu);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      document.removeEventListener('copy', copy);
      document.removeEventListener('paste', paste);
      document.removeEventListener('contextmenu', menu);
    };
  }, [attempt.attemptId]);

  const choose = (questionId: string, option: number) => {
    const next = { ...answersRef.current, [questionId]: option };
    setAnswers(next);
    // Saved as the user goes: a reload or a lost connection loses nothing.
    saveAnswers(attempt.attemptId, next).then(
      () => setWarned((w) => (w === 'unsaved' ? null : w)),
      () => setWarned('unsaved'),
    );
  };

  return (
    <PageContainer id="main">
      <Heading>{t('heading', { name: attempt.name, level: levelName(t, attempt.level) })}</Heading>
      <p aria-live="off">
        {t('timeLeft')}{' '}
        <strong data-testid="time-left" dir="ltr">
          {format.clock(left)}
        </strong>
      </p>
      {warning && (
        <Alert $tone="error" role="alert">
          {warning}
        </Alert>
      )}
      {error && <Alert $tone="error">{error}</Alert>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(answersRef.current);
        }}
      >
        {attempt.questions.map((q, i) => (
          <Card as="fieldset" key={q.id}>
            <legend>
              {format.number(i + 1)}. {q.text}
            </legend>
            {q.options.map((option, o) => (
              <label key={option} style={{ display: 'block' }}>
                <input
                  type="radio"
                  name={`q-${q.id}`}
                  checked={answers[q.id] === o}
                  onChange={() => choose(q.id, o)}
                />{' '}
                {option}
              </label>
            ))}
          </Card>
        ))}
        <Button type="submit" disabled={busy}>
          {t('submit')}
        </Button>
      </form>
    </PageContainer>
  );
}
