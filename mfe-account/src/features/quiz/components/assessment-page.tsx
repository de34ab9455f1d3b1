import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Field, Heading, PageContainer, paths, usePageMeta } from 'shared';
import { errorText } from '../../common/api-helpers';
import {
  fetchAttempt,
  reportAssessmentEvent,
  saveAnswers,
  startAssessment,
  submitAssessment,
  type AssessmentAttempt,
  type AssessmentResult,
  type Answers,
} from '../api/assessment-api';
import { useCountdown } from '../hooks/use-countdown';

const STORAGE_KEY = 'assessmentAttempt';

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

function answersOf(attempt: AssessmentAttempt): Answers {
  const out: Answers = {};
  for (const a of attempt.answers)
    if (a.selectedOption !== null) out[a.questionId] = a.selectedOption;
  return out;
}

/** /test?assessment=<slug>&level=<level>: a server-timed, server-scored assessment attempt. */
export function AssessmentPage({ slug, level }: { slug: string; level: string }) {
  usePageMeta('Assessment', 'A timed assessment; the server keeps the time and the score.');
  const [fullName, setFullName] = useState('');
  const [attempt, setAttempt] = useState<AssessmentAttempt | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<AssessmentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const finished = useRef(false);

  const show = useCallback((a: AssessmentAttempt) => {
    setAttempt(a);
    setAnswers(answersOf(a));
    if (a.submitted && a.result) {
      finished.current = true;
      setResult(a.result);
    }
  }, []);

  // A reload resumes the attempt this browser was taking.
  useEffect(() => {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (!saved) return;
    const [savedSlug, savedLevel, id] = saved.split('|');
    if (savedSlug !== slug || savedLevel !== level || !id) return;
    fetchAttempt(id).then(show, () => sessionStorage.removeItem(STORAGE_KEY));
  }, [slug, level, show]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const a = await startAssessment(slug, level, fullName.trim());
      sessionStorage.setItem(STORAGE_KEY, `${slug}|${level}|${a.attemptId}`);
      show(a);
    } catch (e) {
      setError(errorText(e, 'The assessment could not be started.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = useCallback(async () => {
    if (!attempt || finished.current) return;
    finished.current = true;
    setBusy(true);
    try {
      setResult(await submitAssessment(attempt.attemptId, answersRef.current));
    } catch (e) {
      // Late or already submitted: the server has scored it; show what it recorded.
      try {
        const a = await fetchAttempt(attempt.attemptId);
        if (a.result) setResult(a.result);
        else setError(errorText(e, 'Your answers could not be submitted.'));
      } catch {
        setError(errorText(e, 'Your answers could not be submitted.'));
      }
    } finally {
      setBusy(false);
    }
  }, [attempt]);

  const running = attempt !== null && result === null;
  const left = useCountdown(running ? attempt.deadline : null, () => void submit());

  useEffect(() => {
    if (!running) return;
    const id = attempt.attemptId;
    const report = (kind: string) => {
      reportAssessmentEvent(id, kind).then(
        (r) => {
          if (r.submitted) {
            finished.current = true;
            if (r.result) setResult(r.result);
            else void fetchAttempt(id).then((a) => a.result && setResult(a.result));
          } else {
            setWarning(
              `Warning ${r.count} of ${r.limit}: this was recorded. At ${r.limit} the attempt is submitted.`,
            );
          }
        },
        () => setWarning('Warning: this was recorded.'),
      );
    };
    const visibility = () => document.visibilityState === 'hidden' && report('tab-hidden');
    const block = (kind: string) => (e: Event) => {
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
  }, [running, attempt?.attemptId]);

  const choose = (questionId: string, option: number) => {
    if (!attempt) return;
    const next = { ...answersRef.current, [questionId]: option };
    setAnswers(next);
    // Saved as the user goes: a reload or a lost connection loses nothing.
    saveAnswers(attempt.attemptId, next).catch(() =>
      setWarning('Your last answer could not be saved yet; it will be sent with the next one.'),
    );
  };

  if (result) {
    const link = result.certificateId
      ? `${window.location.origin}${paths.verifyCertificateDeepLink(result.certificateId)}`
      : '';
    return (
      <PageContainer id="main">
        <Heading>{attempt?.name ?? 'Assessment'} — result</Heading>
        <Card>
          <p role="status">
            You scored {result.score} out of {result.total} (pass mark {result.passPercent}%):{' '}
            <strong>{result.passed ? 'Passed' : 'Not passed'}</strong>
          </p>
          {result.submitReason === 'security' && (
            <Alert $tone="error">The attempt was submitted after repeated security warnings.</Alert>
          )}
          {result.certificateId && (
            <>
              <p>
                Certificate ID: <strong data-testid="certificate-id">{result.certificateId}</strong>
              </p>
              <p>
                <Link to={paths.verifyCertificateDeepLink(result.certificateId)}>
                  Verify and download the certificate
                </Link>{' '}
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
                  }}
                >
                  Copy link
                </Button>
                {copied && <span role="status"> Link copied.</span>}
              </p>
            </>
          )}
          {!result.passed && (
            <p>
              {result.nextAttemptAt
                ? `Your next attempt is allowed from ${new Date(result.nextAttemptAt).toLocaleString()}.`
                : 'You have no attempts left for this level.'}
            </p>
          )}
          <Link to={paths.internalExams}>Back to internal exams</Link>
        </Card>
      </PageContainer>
    );
  }

  if (!attempt) {
    return (
      <PageContainer id="main">
        <Heading>Start the assessment</Heading>
        <Card as="form" onSubmit={start}>
          <p>
            Level: <strong>{level}</strong>. The timer starts when you begin and is kept by the
            server; answers are saved as you go.
          </p>
          <Field>
            <label htmlFor="assessment-full-name">Full name (as on the certificate)</label>
            <input
              id="assessment-full-name"
              name="fullName"
              required
              maxLength={120}
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
          </Field>
          {error && <Alert $tone="error">{error}</Alert>}
          <Button type="submit" disabled={busy || fullName.trim() === ''}>
            Start assessment
          </Button>
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer id="main">
      <Heading>
        {attempt.name} — {attempt.level}
      </Heading>
      <p aria-live="off">
        Time left: <strong data-testid="time-left">{clock(left)}</strong>
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
          void submit();
        }}
      >
        {attempt.questions.map((q, i) => (
          <Card as="fieldset" key={q.id}>
            <legend>
              {i + 1}. {q.text}
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
          Submit assessment
        </Button>
      </form>
    </PageContainer>
  );
}
