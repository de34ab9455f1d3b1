// One attempt as an admin reviews it: the facts, the certificate review of an attempt the
// security rule ended with a passing score (grant or refuse), each question with the options in
// the order the user saw them, the user's choice and the correct one (marked in words, not colour
// alone), and the security events with their times in the site's language.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, useI18n, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { attemptReview, type AttemptReview } from '../../api/assessments-api';
import { EventsTable } from './events-table';
import { FactsList } from './facts-list';
import { QuestionItem } from './question-item';
import { ReviewDecision } from './review-decision';
import { Head, QuestionList, Section } from './styles';
import { messages } from './texts';

export function AttemptReviewSection({
  attemptId,
  username,
  onClose,
  onChanged,
}: {
  attemptId: string;
  username: string;
  onClose: () => void;
  /** A decision changed the attempt (the list that opened it shows its certificate). */
  onChanged?: () => void;
}) {
  const t = useTranslation(messages);
  const { lang } = useI18n();
  const [review, setReview] = useState<AttemptReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `attempt-review-${attemptId}`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    attemptReview(attemptId).then(
      (r) => live && setReview(r),
      (e: unknown) => live && setError(errorText(e, t('failed'))),
    );
    return () => {
      live = false;
    };
  }, [attemptId, t]);

  const time = (iso: string) =>
    new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'medium' });
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onClose();
    }
  };

  return (
    <Section aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Head>
        <h3 id={titleId} ref={heading} tabIndex={-1}>
          {t('title', { username })}
        </h3>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </Head>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {!review && !error ? <p role="status">{t('loading')}</p> : null}
      {review ? (
        <>
          <h4>{t('facts')}</h4>
          <FactsList review={review} time={time} />
          <ReviewDecision
            review={review}
            time={time}
            onDecided={(decided) => {
              setReview(decided);
              onChanged?.();
            }}
          />
          <h4>{t('questions')}</h4>
          <QuestionList>
            {review.questions.map((q, i) => (
              <QuestionItem key={q.questionId} question={q} n={i + 1} t={t} />
            ))}
          </QuestionList>
          <h4>{t('events')}</h4>
          <EventsTable events={review.events} time={time} />
        </>
      ) : null}
    </Section>
  );
}
