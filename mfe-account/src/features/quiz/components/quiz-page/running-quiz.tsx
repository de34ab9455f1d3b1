import type { ReactNode } from 'react';
import { Alert, Button, Card, Heading, PageContainer, useTranslation } from 'shared';
import type { Attempt } from '../../api/quiz-api';
import { useFormats } from '../../../../lib/use-formats';
import { Bar, Dot, Options, Timer } from './styles';
import { quizMessages } from './texts';

/** A running quiz: the timer, one question at a time, and a dot per question to jump to. */
export function RunningQuiz({
  attempt,
  index,
  onIndex,
  answers,
  onAnswer,
  left,
  warning,
  errorBox,
  onSubmit,
}: {
  attempt: Attempt;
  index: number;
  onIndex: (index: number) => void;
  answers: Record<string, number>;
  onAnswer: (questionId: string, option: number) => void;
  /** Seconds left on the server's clock. */
  left: number;
  warning: string | null;
  errorBox: ReactNode;
  onSubmit: () => void;
}) {
  const t = useTranslation(quizMessages);
  const format = useFormats();
  const question = attempt.questions[index];
  const answeredCount = attempt.questions.filter((q) => answers[q.id] !== undefined).length;
  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      <Timer role="timer" aria-live={left <= 30 ? 'assertive' : 'off'}>
        {t('timeLeft', { time: format.clock(left) })}
      </Timer>
      <div aria-live="assertive">
        {warning ? (
          <Alert $tone="error" role="alert">
            {warning}
          </Alert>
        ) : null}
      </div>
      {errorBox}
      {question ? (
        <Card>
          <Options>
            <legend>
              {t('questionOf', {
                n: format.number(index + 1),
                total: format.number(attempt.questions.length),
              })}
              : {question.text}
            </legend>
            {question.options.map((option, i) => (
              <label key={i}>
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  checked={answers[question.id] === i}
                  onChange={() => onAnswer(question.id, i)}
                />
                {option}
              </label>
            ))}
          </Options>
        </Card>
      ) : null}
      <Bar>
        <Button
          type="button"
          $variant="secondary"
          disabled={index === 0}
          onClick={() => onIndex(index - 1)}
        >
          {t('previous')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={index >= attempt.questions.length - 1}
          onClick={() => onIndex(index + 1)}
        >
          {t('next')}
        </Button>
        <Button type="button" onClick={onSubmit}>
          {t('submit')}
        </Button>
      </Bar>
      <p>
        {t('answered', {
          count: format.number(answeredCount),
          total: format.number(attempt.questions.length),
        })}
      </p>
      <Bar as="nav" aria-label={t('questionsNav')}>
        {attempt.questions.map((q, i) => (
          <Dot
            key={q.id}
            type="button"
            $answered={answers[q.id] !== undefined}
            $current={i === index}
            aria-current={i === index ? 'step' : undefined}
            aria-label={t('jumpTo', { n: i + 1 })}
            onClick={() => onIndex(i)}
          >
            {i + 1}
          </Dot>
        ))}
      </Bar>
    </PageContainer>
  );
}
