// One attempt as an admin reviews it: the facts, each question with the options in the order
// the user saw them, the user's choice and the correct one (marked in words, not colour alone),
// and the security events with their times in the site's language.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, defineDictionary, useI18n, useTranslation, type Translate } from 'shared';
import { errorText } from '../../common/api-helpers';
import { attemptReview, type AttemptReview, type ReviewedQuestion } from '../api/assessments-api';

const messages = defineDictionary({
  title: 'Answers of {username}',
  close: 'Close',
  loading: 'Loading the answers…',
  failed: 'The answers could not be loaded.',
  facts: 'Attempt',
  assessment: 'Assessment',
  user: 'User',
  fullName: 'Full name',
  level: 'Level',
  started: 'Started',
  deadline: 'Deadline',
  submitted: 'Submitted',
  running: 'Not submitted yet (still running)',
  reason: 'Submitted by',
  reasonSubmitted: 'The user',
  reasonDeadline: 'The deadline',
  reasonSecurity: 'Security events',
  score: 'Score',
  scoreValue: '{score} / {total} ({percent}%)',
  result: 'Result',
  passed: 'Passed',
  failed2: 'Not passed',
  pending: 'Not scored yet',
  passMark: 'Pass mark',
  certificate: 'Certificate ID',
  noCertificate: 'None',
  questions: 'Questions and answers',
  questionN: 'Question {n}',
  options: 'Options of question {n}',
  right: 'Correct',
  wrong: 'Wrong',
  unanswered: 'Not answered',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  events: 'Security events',
  noEvents: 'No security events were recorded.',
  eventN: '#',
  eventKind: 'Event',
  eventTime: 'Time',
  'kind.tab-hidden': 'Left the tab or window',
  'kind.fullscreen-exit': 'Left full screen',
  'kind.copy': 'Copied text',
  'kind.paste': 'Pasted text',
  'kind.context-menu': 'Opened the context menu',
});

type Key = keyof typeof messages.en;

const Section = styled.section`
  margin: 1rem 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3:focus {
    outline: none;
  }
  h3:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const QuestionList = styled.ol`
  padding-inline-start: 1.25rem;
  > li {
    margin-bottom: 1rem;
  }
  ul {
    margin: 0.25rem 0;
    padding-inline-start: 1rem;
  }
  ul li {
    padding: 0.1rem 0.25rem;
  }
`;

const Verdict = styled.span<{ $tone: 'right' | 'wrong' | 'none' }>`
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    $tone === 'right'
      ? theme.colors.success
      : $tone === 'wrong'
        ? theme.colors.danger
        : theme.colors.muted};
`;

const Mark = styled.strong<{ $correct?: boolean }>`
  display: inline-block;
  margin-inline-start: 0.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  font-size: 0.9rem;
  border: 1px solid
    ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.primary)};
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.primary)};
  background: ${({ theme, $correct }) => ($correct ? theme.colors.successBg : 'transparent')};
`;

const Events = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: 0.25rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function QuestionItem({
  question,
  n,
  t,
}: {
  question: ReviewedQuestion;
  n: number;
  t: Translate<Key>;
}) {
  const answered = question.selectedOption !== null;
  const tone = !answered ? 'none' : question.correct ? 'right' : 'wrong';
  return (
    <li>
      <p>
        <strong>{t('questionN', { n })}:</strong> {question.text}{' '}
        <Verdict $tone={tone}>
          {tone === 'right' ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t('right')}
            </>
          ) : tone === 'wrong' ? (
            <>
              <span aria-hidden="true">✗ </span>
              {t('wrong')}
            </>
          ) : (
            t('unanswered')
          )}
        </Verdict>
      </p>
      <ul aria-label={t('options', { n })}>
        {question.options.map((option, i) => (
          <li key={i}>
            {option}
            {i === question.selectedOption ? <Mark>{t('yourAnswer')}</Mark> : null}
            {i === question.correctOption ? (
              <Mark $correct>
                <span aria-hidden="true">✓ </span>
                {t('correctAnswer')}
              </Mark>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function AttemptReviewSection({
  attemptId,
  username,
  onClose,
}: {
  attemptId: string;
  username: string;
  onClose: () => void;
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
  const kind = (k: string) => {
    const key = `kind.${k}` as Key;
    return key in messages.en ? t(key) : k;
  };
  const reason = (r: string) =>
    r === 'submitted'
      ? t('reasonSubmitted')
      : r === 'deadline'
        ? t('reasonDeadline')
        : r === 'security'
          ? t('reasonSecurity')
          : r;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onClose();
    }
  };

  const percent = (r: AttemptReview) =>
    r.total ? Math.round(((r.score ?? 0) * 100) / r.total) : 0;

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
            <dd>
              {review.passed === null ? t('pending') : review.passed ? t('passed') : t('failed2')}
            </dd>
            <dt>{t('passMark')}</dt>
            <dd>{review.passPercent}%</dd>
            <dt>{t('certificate')}</dt>
            <dd>{review.certificateId ?? t('noCertificate')}</dd>
          </Facts>
          <h4>{t('questions')}</h4>
          <QuestionList>
            {review.questions.map((q, i) => (
              <QuestionItem key={q.questionId} question={q} n={i + 1} t={t} />
            ))}
          </QuestionList>
          <h4>{t('events')}</h4>
          {review.events.length === 0 ? (
            <p>{t('noEvents')}</p>
          ) : (
            <Events>
              <caption className="visually-hidden">{t('events')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('eventN')}</th>
                  <th scope="col">{t('eventKind')}</th>
                  <th scope="col">{t('eventTime')}</th>
                </tr>
              </thead>
              <tbody>
                {review.events.map((e, i) => (
                  <tr key={`${e.at}-${i}`}>
                    <td>{i + 1}</td>
                    <td>{kind(e.kind)}</td>
                    <td>
                      <time dateTime={e.at}>{time(e.at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Events>
          )}
        </>
      ) : null}
    </Section>
  );
}
