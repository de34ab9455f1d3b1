import type { Translate } from 'shared';
import type { ReviewedQuestion } from '../../api/assessments-api';
import { Mark, Verdict } from './styles';
import type { Key } from './texts';

/** One question: the verdict in words, the options in the order the user saw them. */
export function QuestionItem({
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
