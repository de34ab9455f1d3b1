import { useTranslation } from 'shared';
import type { AttemptReview } from '../../api/assessments-api';
import { Facts } from './styles';
import { messages, useSubmitReason } from './texts';

const percent = (r: AttemptReview) => (r.total ? Math.round(((r.score ?? 0) * 100) / r.total) : 0);

/** Who took the attempt, when, how it ended and what it scored. */
export function FactsList({
  review,
  time,
}: {
  review: AttemptReview;
  time: (iso: string) => string;
}) {
  const t = useTranslation(messages);
  const reason = useSubmitReason();
  return (
    <Facts>
      <dt>{t('assessment')}</dt>
      <dd>{review.assessment.name}</dd>
      <dt>{t('user')}</dt>
      <dd>
        {review.username} ({review.email})
      </dd>
      <dt>{t('fullName')}</dt>
      <dd>{review.fullName}</dd>
      <dt>{t('level')}</dt>
      <dd>{review.level}</dd>
      <dt>{t('started')}</dt>
      <dd>{time(review.startedAt)}</dd>
      <dt>{t('deadline')}</dt>
      <dd>{time(review.deadline)}</dd>
      <dt>{t('submitted')}</dt>
      <dd>{review.submittedAt ? time(review.submittedAt) : t('running')}</dd>
      {review.submitReason ? (
        <>
          <dt>{t('reason')}</dt>
          <dd>{reason(review.submitReason)}</dd>
        </>
      ) : null}
      <dt>{t('score')}</dt>
      <dd>
        {review.score === null
          ? t('pending')
          : t('scoreValue', {
              score: review.score,
              total: review.total,
              percent: percent(review),
            })}
      </dd>
      <dt>{t('result')}</dt>
      <dd>{review.passed === null ? t('pending') : review.passed ? t('passed') : t('failed2')}</dd>
      <dt>{t('passMark')}</dt>
      <dd>{review.passPercent}%</dd>
      <dt>{t('certificate')}</dt>
      <dd>{review.certificateId ?? t('noCertificate')}</dd>
    </Facts>
  );
}
