import { useState } from 'react';
import { Button, useToast, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { allowRetake, type AssessmentAttemptRow } from '../../api/assessments-api';
import { useAnswersReview } from '../attempt-review/use-answers-review';
import { useSubmitReason } from '../attempt-review/texts';
import { messages } from './texts';

/**
 * The latest attempts of one assessment, each with its answers on demand, its certificate (or
 * its review's state) and, for a level that earned a certificate or waits for a review, the
 * admin's allowance to take it once more.
 */
export function RecentAttempts({
  rows,
  returnFocus,
  onChanged,
}: {
  rows: AssessmentAttemptRow[];
  /** Gives the focus back to the button that opened a review once it closes. */
  returnFocus: (button: HTMLElement | null) => void;
  /** An attempt changed (a review decided, a retake allowed): the rows are read again. */
  onChanged: () => void;
}) {
  const t = useTranslation(messages);
  const format = useFormats();
  const toast = useToast();
  const submitReason = useSubmitReason();
  const { answersButton, review } = useAnswersReview({ returnFocus, onChanged });
  const [busy, setBusy] = useState(false);

  const certificate = (r: AssessmentAttemptRow) =>
    r.certificateId ||
    (r.review === 'pending'
      ? t('reviewPending')
      : r.review === 'refused'
        ? t('reviewRefused')
        : '');

  const retake = async (r: AssessmentAttemptRow) => {
    const names = { username: r.username ?? '', level: r.level ?? '' };
    setBusy(true);
    try {
      await allowRetake(r.attemptId ?? '');
      toast(t('retakeDone', names), { tone: 'success' });
      onChanged();
    } catch (e) {
      toast(errorText(e, t('retakeFailed')), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const retakeCell = (r: AssessmentAttemptRow) => {
    if (r.retakeAllowed) return t('retakeAllowed');
    // Only these hold the level back; any other attempt's next one follows the usual rules.
    if (!r.certificateId && r.review !== 'pending') return '';
    return (
      <Button
        type="button"
        $variant="secondary"
        disabled={busy}
        aria-label={t('allowRetakeOf', { username: r.username ?? '', level: r.level ?? '' })}
        onClick={() => void retake(r)}
      >
        {t('allowRetake')}
      </Button>
    );
  };

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
          { key: 'certificate', label: t('certificate'), render: certificate },
          { key: 'retake', label: t('retake'), render: retakeCell },
          {
            key: 'date',
            label: t('date'),
            render: (r) => (r.submittedAt ? format.dateTime(r.submittedAt) : ''),
            sortValue: (r) => r.submittedAt ?? '',
          },
          {
            key: 'answers',
            label: t('answers'),
            render: (r) =>
              answersButton({ attemptId: r.attemptId ?? '', username: r.username ?? '' }),
          },
        ]}
      />
      {review}
    </>
  );
}
