import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Heading, PageContainer, paths, useTranslation } from 'shared';
import type { AssessmentResult } from '../../api/assessment-api';
import { useFormats } from '../../../../lib/use-formats';
import { assessmentMessages } from './texts';

/**
 * The server's score, the certificate (with its verification link) or when to try again; for an
 * attempt the security rule ended with a passing score, where its review stands.
 */
export function ResultView({ result, name }: { result: AssessmentResult; name?: string }) {
  const t = useTranslation(assessmentMessages);
  const format = useFormats();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
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
      <Heading>{t('resultTitle', { name: name ?? t('metaTitle') })}</Heading>
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
        {result.review === 'pending' && <p>{t('reviewPending')}</p>}
        {result.review === 'granted' && <p>{t('reviewGranted')}</p>}
        {result.review === 'refused' && <p>{t('reviewRefused')}</p>}
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
        {(!result.passed || result.review === 'refused') && (
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
