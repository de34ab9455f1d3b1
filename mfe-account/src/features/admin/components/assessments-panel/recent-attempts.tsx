import { useRef, useState } from 'react';
import { Button, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import type { AssessmentAttemptRow } from '../../api/assessments-api';
import { AttemptReviewSection } from '../attempt-review';
import { useSubmitReason } from '../attempt-review/texts';
import { messages } from './texts';

/** The latest attempts of one assessment, each with its answers on demand. */
export function RecentAttempts({
  rows,
  returnFocus,
}: {
  rows: AssessmentAttemptRow[];
  /** Gives the focus back to the button that opened a review once it closes. */
  returnFocus: (button: HTMLElement | null) => void;
}) {
  const t = useTranslation(messages);
  const submitReason = useSubmitReason();
  const [review, setReview] = useState<{ attemptId: string; username: string } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  return (
    <>
      <DataTable
        caption={t('recent')}
        rows={rows}
        rowKey={(r) => r.attemptId ?? ''}
        columns={[
          {
            key: 'user',
            label: t('user'),
            render: (r) => r.username,
            sortValue: (r) => r.username ?? '',
          },
          { key: 'fullName', label: t('fullName'), render: (r) => r.fullName },
          {
            key: 'level',
            label: t('level'),
            render: (r) => r.level,
            sortValue: (r) => r.level ?? '',
          },
          {
            key: 'score',
            label: t('score'),
            render: (r) => `${r.score} / ${r.total}`,
            sortValue: (r) => (r.total ? (r.score ?? 0) / r.total : 0),
          },
          {
            key: 'passed',
            label: t('passed'),
            render: (r) => (r.passed ? t('yes') : t('no')),
            sortValue: (r) => (r.passed ? 1 : 0),
          },
          {
            key: 'events',
            label: t('events'),
            render: (r) => r.securityEvents,
            sortValue: (r) => r.securityEvents ?? 0,
          },
          {
            key: 'reason',
            label: t('reason'),
            render: (r) => (r.submitReason ? submitReason(r.submitReason) : ''),
          },
          { key: 'certificate', label: t('certificate'), render: (r) => r.certificateId },
          {
            key: 'date',
            label: t('date'),
            render: (r) => (r.submittedAt ? new Date(r.submittedAt).toLocaleString() : ''),
            sortValue: (r) => r.submittedAt ?? '',
          },
          {
            key: 'answers',
            label: t('answers'),
            render: (r) => (
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('viewAnswersOf', { username: r.username ?? '' })}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setReview({ attemptId: r.attemptId ?? '', username: r.username ?? '' });
                }}
              >
                {t('viewAnswers')}
              </Button>
            ),
          },
        ]}
      />
      {review ? (
        <AttemptReviewSection
          key={review.attemptId}
          attemptId={review.attemptId}
          username={review.username}
          onClose={() => {
            setReview(null);
            returnFocus(opener.current);
          }}
        />
      ) : null}
    </>
  );
}
