import { useEffect, useState } from 'react';
import { Alert, LoadingContent, PageContainer, usePageMeta, useTranslation } from 'shared';
import { fetchAttempt, type AssessmentAttempt } from '../../api/assessment-api';
import { ResultView } from './result-view';
import { assessmentMessages } from './texts';

/**
 * /test?attempt=<id>: the result of one of the learner's submitted attempts, looked at again
 * (from their account page). Another person's attempt is not found, as the API answers it.
 */
export function AttemptResult({ id }: { id: string }) {
  const t = useTranslation(assessmentMessages);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const [attempt, setAttempt] = useState<AssessmentAttempt | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setAttempt(null);
    setFailed(false);
    fetchAttempt(id).then(
      (a) => live && (a.submitted && a.result ? setAttempt(a) : setFailed(true)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (attempt?.result) return <ResultView result={attempt.result} name={attempt.name} />;
  if (failed) {
    return (
      <PageContainer id="main">
        <Alert $tone="error" role="alert">
          {t('attemptNotFound')}
        </Alert>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <LoadingContent />
    </PageContainer>
  );
}
