import { useState } from 'react';
import { Alert, Button, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import { decideReview, type AttemptReview } from '../../api/assessments-api';
import { Decision } from './styles';
import { messages } from './texts';

/**
 * The review of an attempt the security rule ended with a passing score: its state and, while it
 * waits, the admin's two choices (each confirmed first: a grant issues a signed certificate, a
 * refusal is final). Nothing is shown for an attempt with nothing to review.
 */
export function ReviewDecision({
  review,
  time,
  onDecided,
  confirm,
}: {
  review: AttemptReview;
  time: (iso: string) => string;
  onDecided: (review: AttemptReview) => void;
  /** The answer to 'Grant…?' or 'Refuse…?' instead of the dialog's (a test's). */
  confirm?: Answer;
}) {
  const t = useTranslation(messages);
  const { ask, dialog } = useConfirmDialog(confirm);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  if (!review.review) return null;

  const decide = async (decision: 'grant' | 'refuse') => {
    const names = { name: review.fullName, username: review.username };
    const question = {
      text: t(decision === 'grant' ? 'confirmGrant' : 'confirmRefuse', names),
      confirmLabel: t(decision),
      cancelLabel: t('cancel'),
    };
    if (!(await ask(question))) return;
    setBusy(true);
    setError(null);
    try {
      const decided = await decideReview(review.attemptId, decision);
      setStatus(
        decided.certificateId
          ? t('granted', { certificateId: decided.certificateId })
          : t('refused'),
      );
      onDecided(decided);
    } catch (e) {
      setError(errorText(e, t('decideFailed')));
    } finally {
      setBusy(false);
    }
  };

  const when = review.reviewedAt ? time(review.reviewedAt) : '';
  return (
    <Decision>
      <h4>{t('reviewTitle')}</h4>
      <p>
        {review.review === 'pending'
          ? t('reviewPending')
          : review.review === 'granted'
            ? t('reviewGranted', { time: when })
            : t('reviewRefused', { time: when })}
      </p>
      {review.review === 'pending' ? (
        <p>
          <Button type="button" disabled={busy} onClick={() => void decide('grant')}>
            {t('grant')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void decide('refuse')}
          >
            {t('refuse')}
          </Button>
        </p>
      ) : null}
      <p role="status">{status}</p>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {dialog}
    </Decision>
  );
}
