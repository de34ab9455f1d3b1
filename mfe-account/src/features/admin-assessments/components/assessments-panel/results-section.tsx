import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Field, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { saveFile } from '../../../../lib/save-file';
import {
  assessmentResultsCsv,
  assessmentStats,
  type AssessmentAdminView,
  type AssessmentStats,
} from '../../api/assessments-api';
import { AllAttempts } from './all-attempts';
import { DistributionChart } from './distribution-chart';
import { RecentAttempts } from './recent-attempts';
import { SmallTable, Summary } from './styles';
import { messages } from './texts';

/** One assessment's statistics, its recent attempts and the results download. */
export function ResultsSection({
  assessments,
  listError,
  slug,
  onSlug,
  returnFocus,
}: {
  assessments: AssessmentAdminView[] | null;
  listError: string | null;
  slug: string;
  onSlug: (slug: string) => void;
  returnFocus: (button: HTMLElement | null) => void;
}) {
  const t = useTranslation(messages);
  const [stats, setStats] = useState<AssessmentStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // Bumped after an admin's decision on an attempt: the same assessment's rows are read again.
  const [version, setVersion] = useState(0);
  const shownSlug = useRef('');

  useEffect(() => {
    if (!slug) return;
    let live = true;
    // Another assessment starts empty; a reload keeps the rows (and an open review) meanwhile.
    if (shownSlug.current !== slug) setStats(null);
    shownSlug.current = slug;
    setError(null);
    assessmentStats(slug).then(
      (s) => live && setStats(s),
      (e: unknown) => live && setError(errorText(e, t('statsFailed'))),
    );
    // A late answer for an assessment no longer selected must not replace the current one.
    return () => {
      live = false;
    };
  }, [slug, t, version]);

  const download = async () => {
    if (!slug) return;
    setBusy(true);
    setStatus(t('downloading'));
    setError(null);
    try {
      const csv = await assessmentResultsCsv(slug);
      const file = `${slug}-results.csv`;
      saveFile(csv, file);
      setStatus(t('downloaded', { file }));
    } catch (e) {
      setStatus('');
      setError(errorText(e, t('downloadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const selected = assessments?.find((a) => a.slug === slug);
  const shownError = error ?? listError;
  const chartLabel = stats
    ? t('chartLabel', {
        bars: stats.distribution
          .map((b) => t('bar', { range: b.range, count: String(b.count) }))
          .join('; '),
      })
    : '';

  return (
    <>
      <h3>{t('results')}</h3>
      {shownError ? (
        <Alert $tone="error" role="alert">
          {shownError}
        </Alert>
      ) : null}
      {assessments && assessments.length === 0 ? <p>{t('none')}</p> : null}
      {assessments && assessments.length > 0 ? (
        <Field>
          <label htmlFor="admin-assessment">{t('assessment')}</label>
          <select id="admin-assessment" value={slug} onChange={(e) => onSlug(e.target.value)}>
            {assessments.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {slug ? (
        <p>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void download()}
          >
            {t('download')}
          </Button>
        </p>
      ) : null}
      <p role="status">{status}</p>
      {slug && !stats && !shownError ? <p>{t('loading')}</p> : null}
      {stats ? (
        <>
          <Summary>
            <div>
              <dt>{t('attempts')}</dt>
              <dd>{stats.attempts}</dd>
            </div>
            <div>
              <dt>{t('passRate')}</dt>
              <dd>{stats.passRate}%</dd>
            </div>
            <div>
              <dt>{t('average')}</dt>
              <dd>{stats.averagePercent}%</dd>
            </div>
            {selected ? (
              <div>
                <dt>{t('passMark')}</dt>
                <dd>{selected.passPercent}%</dd>
              </div>
            ) : null}
          </Summary>
          <h3>{t('distribution')}</h3>
          <DistributionChart buckets={stats.distribution} label={chartLabel} />
          <SmallTable>
            <caption className="visually-hidden">{t('distribution')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('range')}</th>
                <th scope="col">{t('count')}</th>
              </tr>
            </thead>
            <tbody>
              {stats.distribution.map((b) => (
                <tr key={b.range}>
                  <th scope="row">{b.range}%</th>
                  <td>{b.count}</td>
                </tr>
              ))}
            </tbody>
          </SmallTable>
          <RecentAttempts
            rows={stats.recent}
            returnFocus={returnFocus}
            onChanged={() => setVersion((v) => v + 1)}
          />
        </>
      ) : null}
      {slug ? (
        <AllAttempts
          slug={slug}
          version={version}
          returnFocus={returnFocus}
          onChanged={() => setVersion((v) => v + 1)}
        />
      ) : null}
    </>
  );
}
