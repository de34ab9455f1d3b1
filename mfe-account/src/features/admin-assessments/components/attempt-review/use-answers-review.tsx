import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, useTranslation } from 'shared';
import { messages } from '../assessments-panel/texts';
import { AttemptReviewSection } from '.';

/**
 * An attempts table's "View answers" buttons and the review they open below it: the review
 * closes back to the button that opened it (`returnFocus`), and a decision in it tells the tab
 * (`onChanged`) so its lists are read again.
 */
export function useAnswersReview({
  returnFocus,
  onChanged,
}: {
  returnFocus: (button: HTMLElement | null) => void;
  onChanged: () => void;
}): {
  answersButton: (attempt: { attemptId: string; username: string }) => ReactNode;
  review: ReactNode;
  closeReview: () => void;
} {
  const t = useTranslation(messages);
  const [open, setOpen] = useState<{ attemptId: string; username: string } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const answersButton = ({ attemptId, username }: { attemptId: string; username: string }) => (
    <Button
      type="button"
      $variant="secondary"
      aria-label={t('viewAnswersOf', { username })}
      onClick={(e) => {
        opener.current = e.currentTarget;
        setOpen({ attemptId, username });
      }}
    >
      {t('viewAnswers')}
    </Button>
  );

  const review = open ? (
    <AttemptReviewSection
      key={open.attemptId}
      attemptId={open.attemptId}
      username={open.username}
      onClose={() => {
        setOpen(null);
        returnFocus(opener.current);
      }}
      onChanged={onChanged}
    />
  ) : null;

  const closeReview = useCallback(() => setOpen(null), []);
  return { answersButton, review, closeReview };
}
