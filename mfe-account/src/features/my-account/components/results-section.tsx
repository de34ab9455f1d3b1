import { Link } from 'react-router-dom';
import { Alert, paths, useTranslation } from 'shared';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import { fetchMyResults } from '../api/my-results';
import { Hint, Part, TableBox } from './styles';
import { levelKey, messages } from './texts';
import { useLoaded } from './use-loaded';

/** The learner's submitted assessment attempts: level, score, pass or fail, review, certificate. */
export function ResultsSection() {
  const t = useTranslation(messages);
  const format = useFormats();
  const { data, error, done } = useLoaded(fetchMyResults);
  return (
    <Part id="results" aria-labelledby="results-title">
      <h2 id="results-title">{t('resultsTitle')}</h2>
      {!done ? <Hint>{t('resultsLoading')}</Hint> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('resultsFailed'))}
        </Alert>
      ) : null}
      {data && data.length === 0 ? <Hint>{t('resultsEmpty')}</Hint> : null}
      {data && data.length > 0 ? (
        <TableBox>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('assessment')}</th>
                <th scope="col">{t('level')}</th>
                <th scope="col">{t('score')}</th>
                <th scope="col">{t('outcome')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('review')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((result) => {
                const level = levelKey(result.level);
                const percent = result.total ? (result.score / result.total) * 100 : 0;
                return (
                  <tr key={result.attemptId}>
                    <td>
                      <bdi>{result.assessment.name}</bdi>
                    </td>
                    <td>{level ? t(level) : result.level}</td>
                    <td>
                      {t('scoreOf', {
                        score: format.number(result.score),
                        total: format.number(result.total),
                        percent: format.percent(percent),
                      })}
                    </td>
                    <td>
                      {result.passed ? t('passed') : t('failed')}{' '}
                      <Link
                        to={paths.testAttempt(result.attemptId)}
                        aria-label={t('viewResultNamed', {
                          assessment: result.assessment.name,
                          date: format.date(result.submittedAt),
                        })}
                      >
                        {t('viewResult')}
                      </Link>
                    </td>
                    <td>
                      <time dateTime={result.submittedAt}>{format.date(result.submittedAt)}</time>
                    </td>
                    <td>
                      {result.review ? t(`review_${result.review}`) : t('noReview')}
                      {result.certificateId ? (
                        <>
                          {' '}
                          <Link to={paths.verifyCertificateDeepLink(result.certificateId)}>
                            {t('viewCertificate', { id: result.certificateId })}
                          </Link>
                        </>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      ) : null}
    </Part>
  );
}
