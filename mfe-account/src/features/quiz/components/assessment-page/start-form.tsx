import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  checkFullName,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  normalizeFullName,
  type FullNameProblem,
} from 'contracts';
import { Alert, Button, Card, Field, Heading, PageContainer, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import {
  fetchProfileFullName,
  startAssessment,
  type AssessmentAttempt,
} from '../../api/assessment-api';
import { useFormats } from '../../../../lib/use-formats';
import { rememberAttempt } from './attempt-storage';
import { ErrorText, Hint } from './styles';
import { assessmentMessages, levelName } from './texts';

const PROBLEM_TEXT = { length: 'errNameLength', characters: 'errNameChars' } as const satisfies {
  [P in FullNameProblem]: string;
};

/** Before an attempt: the level, and the full name for the certificate, confirmed or corrected. */
export function StartForm({
  slug,
  level,
  onStarted,
}: {
  slug: string;
  level: string;
  onStarted: (attempt: AssessmentAttempt) => void;
}) {
  const t = useTranslation(assessmentMessages);
  const format = useFormats();
  const [fullName, setFullName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const nameTouched = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  // The same rule as the server's (contracts), so a mistake shows before the round trip.
  const problemText = (value: string) => {
    const problem = checkFullName(value);
    if (!problem) return null;
    return t(PROBLEM_TEXT[problem], {
      min: format.number(FULL_NAME_MIN),
      max: format.number(FULL_NAME_MAX),
    });
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
      rememberAttempt(slug, level, a.attemptId);
      onStarted(a);
    } catch (e) {
      setError(errorText(e, t('startFailed')));
    } finally {
      setBusy(false);
    }
  };

  const described = nameProblem
    ? 'assessment-full-name-hint assessment-full-name-error'
    : 'assessment-full-name-hint';
  return (
    <PageContainer id="main">
      <Heading>{t('startTitle')}</Heading>
      <Card as="form" onSubmit={start} noValidate>
        <p>
          {t('levelIs')} <strong>{levelName(t, level)}</strong>
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
