import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageMeta, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import {
  fetchAttempt,
  submitAssessment,
  type Answers,
  type AssessmentAttempt,
  type AssessmentResult,
} from '../../api/assessment-api';
import { forgetAttempt, rememberedAttempt } from './attempt-storage';
import { ResultView } from './result-view';
import { RunningAttempt } from './running-attempt';
import { StartForm } from './start-form';
import { assessmentMessages } from './texts';

export { assessmentMessages } from './texts';

/** /test?assessment=<slug>&level=<level>: a server-timed, server-scored assessment attempt. */
export function AssessmentPage({ slug, level }: { slug: string; level: string }) {
  const t = useTranslation(assessmentMessages);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const [attempt, setAttempt] = useState<AssessmentAttempt | null>(null);
  const [result, setResult] = useState<AssessmentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finished = useRef(false);

  const show = useCallback((a: AssessmentAttempt) => {
    setAttempt(a);
    if (a.submitted && a.result) {
      finished.current = true;
      setResult(a.result);
    }
  }, []);

  // A reload resumes the attempt this browser was taking.
  useEffect(() => {
    const id = rememberedAttempt(slug, level);
    if (id) fetchAttempt(id).then(show, forgetAttempt);
  }, [slug, level, show]);

  const submit = useCallback(
    async (answers: Answers) => {
      if (!attempt || finished.current) return;
      finished.current = true;
      setBusy(true);
      try {
        setResult(await submitAssessment(attempt.attemptId, answers));
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
    },
    [attempt, t],
  );

  // The server ended the attempt (security limit): its result, or the one it recorded.
  const finishedByServer = useCallback(
    (r: AssessmentResult | undefined) => {
      finished.current = true;
      if (r) setResult(r);
      else if (attempt)
        void fetchAttempt(attempt.attemptId).then((a) => a.result && setResult(a.result));
    },
    [attempt],
  );

  // Once the result is shown the attempt is over: coming back to this level starts afresh.
  useEffect(() => {
    if (result) forgetAttempt();
  }, [result]);

  if (result) return <ResultView result={result} name={attempt?.name} />;
  if (!attempt) return <StartForm slug={slug} level={level} onStarted={show} />;
  return (
    <RunningAttempt
      key={attempt.attemptId}
      attempt={attempt}
      busy={busy}
      error={error}
      onSubmit={(answers) => void submit(answers)}
      onFinished={finishedByServer}
    />
  );
}
