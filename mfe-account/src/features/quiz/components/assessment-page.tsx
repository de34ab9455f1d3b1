import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  defineDictionary,
  Field,
  Heading,
  PageContainer,
  paths,
  usePageMeta,
  useTranslation,
} from 'shared';
import { loadersFor } from '../../../i18n/loaders';
import { errorText } from '../../common/api-helpers';
import {
  fetchAttempt,
  fetchProfileFullName,
  reportAssessmentEvent,
  saveAnswers,
  startAssessment,
  submitAssessment,
  type AssessmentAttempt,
  type AssessmentResult,
  type Answers,
} from '../api/assessment-api';
import {
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  fullNameProblem,
  normalizeFullName,
} from '../data/full-name';
import { useCountdown } from '../hooks/use-countdown';
import { useFormats } from '../hooks/use-formats';

export const assessmentEn = {
  metaTitle: 'Assessment',
  metaDescription: 'A timed assessment; the server keeps the time and the score.',
  startTitle: 'Start the assessment',
  levelIs: 'Level:',
  startIntro:
    'The timer starts when you begin and is kept by the server; answers are saved as you go.',
  fullName: 'Full name (as on the certificate)',
  fullNameHint:
    'Printed on your certificate and saved to your profile. Check it and correct it if needed.',
  errNameLength: 'Enter your full name: {min} to {max} characters.',
  errNameChars: 'Use only letters, spaces, apostrophes, hyphens and dots in your name.',
  start: 'Start assessment',
  startFailed: 'The assessment could not be started.',
  heading: '{name} — {level}',
  timeLeft: 'Time left:',
  submit: 'Submit assessment',
  submitFailed: 'Your answers could not be submitted.',
  saveFailed: 'Your last answer could not be saved yet; it will be sent with the next one.',
  'warn-tab-hidden':
    'Warning {count} of {limit}: you left the assessment tab. This was recorded; at {limit} warnings the attempt is submitted.',
  'warn-copy':
    'Warning {count} of {limit}: copying is not allowed during the assessment. This was recorded; at {limit} warnings the attempt is submitted.',
  'warn-paste':
    'Warning {count} of {limit}: pasting is not allowed during the assessment. This was recorded; at {limit} warnings the attempt is submitted.',
  'warn-context-menu':
    'Warning {count} of {limit}: the context menu is disabled during the assessment. This was recorded; at {limit} warnings the attempt is submitted.',
  warnUnsent: 'Warning: this is not allowed during the assessment.',
  resultTitle: '{name} — result',
  score: 'You scored {score} out of {total} (pass mark {passMark}):',
  passed: 'Passed',
  failed: 'Not passed',
  securitySubmitted: 'The attempt was submitted after repeated security warnings.',
  deadlineSubmitted: 'Time was up: the attempt was submitted with the answers saved by then.',
  certificateId: 'Certificate ID:',
  verifyLink: 'Verify and download the certificate',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied: {link}',
  nextAttempt: 'Your next attempt is allowed from {time}.',
  noAttemptsLeft: 'You have no attempts left for this level.',
  back: 'Back to internal exams',
  // The seeded levels' names; any other level is shown as the server names it.
  'level-easy': 'easy',
  'level-intermediate': 'intermediate',
  'level-advanced': 'advanced',
  'level-practice': 'practice',
};

export const assessmentMessages = defineDictionary(assessmentEn, loadersFor('assessment'));

type Key = keyof typeof assessmentEn;
type WarningKind = 'tab-hidden' | 'copy' | 'paste' | 'context-menu';

const STORAGE_KEY = 'assessmentAttempt';

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

function answersOf(attempt: AssessmentAttempt): Answers {
  const out: Answers = {};
  for (const a of attempt.answers)
    if (a.selectedOption !== null) out[a.questionId] = a.selectedOption;
  return out;
}

/** /test?assessment=<slug>&level=<level>: a server-timed, server-scored assessment attempt. */
export function AssessmentPage({ slug, level }: { slug: string; level: string }) {
  const t = useTranslation(assessmentMessages);
  const format = useFormats();
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const [fullName, setFullName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const nameTouched = useRef(false);
  const [attempt, setAttempt] = useState<AssessmentAttempt | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<AssessmentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
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

  // The name printed on the certificate starts as the profile's; the user confirms or corrects it.
  useEffect(() => {
    let active = true;
    fetchProfileFullName().then(
      (name) => {
        if (active && name && !nameTouched.current) setFullName(name);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const levelName = (value: string) => {
    const key = `level-${value}`;
    return key in assessmentEn ? t(key as Key) : value;
  };

  const problemText = (value: string) => {
    const problem = fullNameProblem(value);
    if (!problem) return null;
    return t(problem, { min: format.number(FULL_NAME_MIN), max: format.number(FULL_NAME_MAX) });
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const name = normalizeFullName(fullName);
    const problem = problemText(name);
    setNameProblem(problem);
    if (problem) {
      document.getElementById('assessment-full-name')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const a = await startAssessment(slug, level, name);
      sessionStorage.setItem(STORAGE_KEY, `${slug}|${level}|${a.attemptId}`);
      show(a);
    } catch (e) {
      setError(errorText(e, t('startFailed')));
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
        else setError(errorText(e, t('submitFailed')));
      } catch {
        setError(errorText(e, t('submitFailed')));
      }
    } finally {
      setBusy(false);
    }
  }, [attempt, t]);

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

  // Once the result is shown the attempt is over: coming back to this level starts afresh.
  useEffect(() => {
    if (result) sessionStorage.removeItem(STORAGE_KEY);
  }, [result]);

  const running = attempt !== null && result === null;
  const left = useCountdown(running ? attempt.deadline : null, () => void submit());

  useEffect(() => {
    if (!running) return;
    const id = attempt.attemptId;
    const report = (kind: WarningKind) => {
      reportAssessmentEvent(id, kind).then(
        (r) => {
          if (r.submitted) {
            finished.current = true;
            if (r.result) setResult(r.result);
            else void fetchAttempt(id).then((a) => a.result && setResult(a.result));
          } else {
            setWarned({ kind, count: r.count, limit: r.limit });
          }
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
  }, [running, attempt?.attemptId]);

  const choose = (questionId: string, option: number) => {
    if (!attempt) return;
    const next = { ...answersRef.current, [questionId]: option };
    setAnswers(next);
    // Saved as the user goes: a reload or a lost connection loses nothing.
    saveAnswers(attempt.attemptId, next).then(
      () => setWarned((w) => (w === 'unsaved' ? null : w)),
      () => setWarned('unsaved'),
    );
  };

  if (result) {
    const link = result.certificateId
      ? `${window.location.origin}${paths.verifyCertificateDeepLink(result.certificateId)}`
      : '';
    const copy = () => {
      const written = navigator.clipboard?.writeText(link);
      if (!written) return setCopied('failed');
      written.then(
        () => setCopied('yes'),
        () => setCopied('failed'),
      );
    };
    return (
      <PageContainer id="main">
        <Heading>{t('resultTitle', { name: attempt?.name ?? t('metaTitle') })}</Heading>
        <Card>
          <p role="status">
            {t('score', {
              score: format.number(result.score),
              total: format.number(result.total),
              passMark: format.percent(result.passPercent),
            })}{' '}
            <strong>{result.passed ? t('passed') : t('failed')}</strong>
          </p>
          {result.submitReason === 'security' && (
            <Alert $tone="error">{t('securitySubmitted')}</Alert>
          )}
          {result.submitReason === 'deadline' && <p>{t('deadlineSubmitted')}</p>}
          {result.certificateId && (
            <>
              <p>
                {t('certificateId')}{' '}
                <strong data-testid="certificate-id" dir="ltr">
                  {result.certificateId}
                </strong>
              </p>
              <p>
                <Link to={paths.verifyCertificateDeepLink(result.certificateId)}>
                  {t('verifyLink')}
                </Link>{' '}
                <Button type="button" $variant="secondary" onClick={copy}>
                  {t('copyLink')}
                </Button>
                <span role="status">
                  {copied === 'yes' && ` ${t('copied')}`}
                  {copied === 'failed' && ` ${t('copyFailed', { link })}`}
                </span>
              </p>
            </>
          )}
          {!result.passed && (
            <p>
              {result.nextAttemptAt
                ? t('nextAttempt', { time: format.dateTime(result.nextAttemptAt) })
                : t('noAttemptsLeft')}
            </p>
          )}
          <Link to={paths.internalExams}>{t('back')}</Link>
        </Card>
      </PageContainer>
    );
  }

  if (!attempt) {
    const described = nameProblem
      ? 'assessment-full-name-hint assessment-full-name-error'
      : 'assessment-full-name-hint';
    return (
      <PageContainer id="main">
        <Heading>{t('startTitle')}</Heading>
        <Card as="form" onSubmit={start} noValidate>
          <p>
            {t('levelIs')} <strong>{levelName(level)}</strong>
          </p>
          <p>{t('startIntro')}</p>
          <Field>
            <label htmlFor="assessment-full-name">{t('fullName')}</label>
            <input
              id="assessment-full-name"
              name="fullName"
              autoComplete="name"
              required
              aria-invalid={!!nameProblem}
              aria-describedby={described}
              value={fullName}
              onChange={(e) => {
                nameTouched.current = true;
                setFullName(e.target.value);
                if (nameProblem) setNameProblem(problemText(normalizeFullName(e.target.value)));
              }}
            />
            <Hint id="assessment-full-name-hint">{t('fullNameHint')}</Hint>
            {nameProblem && <ErrorText id="assessment-full-name-error">{nameProblem}</ErrorText>}
          </Field>
          {error && (
            <Alert $tone="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" disabled={busy}>
            {t('start')}
          </Button>
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer id="main">
      <Heading>{t('heading', { name: attempt.name, level: levelName(attempt.level) })}</Heading>
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
          void submit();
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
