import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, defineDictionary, Field, useTranslation } from 'shared';
import { errorText } from '../../common/api-helpers';
import { DataTable } from '../../common/data-table';
import {
  assessmentResultsCsv,
  assessmentStats,
  listAssessments,
  type AssessmentStats,
  type AssessmentSummary,
} from '../api/assessments-api';

const messages = defineDictionary({
  title: 'Assessments',
  assessment: 'Assessment',
  none: 'There are no assessments yet.',
  listFailed: 'The assessments could not be loaded.',
  statsFailed: 'The statistics could not be loaded.',
  loading: 'Loading statistics…',
  attempts: 'Attempts',
  passRate: 'Pass rate',
  average: 'Average score',
  passMark: 'Pass mark',
  distribution: 'Score distribution',
  chartLabel: 'Score distribution: {bars}',
  bar: '{range}%: {count}',
  range: 'Score range',
  count: 'Attempts',
  recent: 'Recent attempts',
  user: 'User',
  fullName: 'Full name',
  level: 'Level',
  score: 'Score',
  passed: 'Passed',
  yes: 'Yes',
  no: 'No',
  events: 'Security events',
  reason: 'Submitted by',
  certificate: 'Certificate ID',
  date: 'Submitted',
  download: 'Download results (CSV)',
  downloading: 'Preparing the CSV…',
  downloaded: 'Downloaded {file}.',
  downloadFailed: 'The results could not be downloaded.',
});

const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  margin: 1rem 0;
  div {
    min-width: 8rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Chart = styled.svg`
  max-width: 100%;
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  text {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 12px;
  }
`;

const SmallTable = styled.table`
  border-collapse: collapse;
  margin: 0.5rem 0 1rem;
  th,
  td {
    text-align: start;
    padding: 0.25rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const BAR_WIDTH = 48;
const GAP = 16;
const HEIGHT = 120;

/** A small bar chart; the SVG's aria-label and the table next to it say the same in text. */
function DistributionChart({
  buckets,
  label,
}: {
  buckets: AssessmentStats['distribution'];
  label: string;
}) {
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const width = buckets.length * (BAR_WIDTH + GAP);
  return (
    <Chart role="img" aria-label={label} width={width} height={HEIGHT + 36}>
      {buckets.map((b, i) => {
        const h = Math.round((b.count / max) * HEIGHT);
        const x = i * (BAR_WIDTH + GAP);
        return (
          <g key={b.range}>
            <rect x={x} y={HEIGHT - h + 16} width={BAR_WIDTH} height={h} />
            <text x={x + BAR_WIDTH / 2} y={HEIGHT - h + 12} textAnchor="middle">
              {b.count}
            </text>
            <text x={x + BAR_WIDTH / 2} y={HEIGHT + 32} textAnchor="middle">
              {b.range}
            </text>
          </g>
        );
      })}
    </Chart>
  );
}

/** Saves text as a file through a temporary object URL and a download link. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function AssessmentsPanel() {
  const t = useTranslation(messages);
  const [assessments, setAssessments] = useState<AssessmentSummary[] | null>(null);
  const [slug, setSlug] = useState('');
  const [stats, setStats] = useState<AssessmentStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listAssessments().then(
      (list) => {
        setAssessments(list);
        setSlug((current) => current || (list[0]?.slug ?? ''));
      },
      (e: unknown) => setError(errorText(e, t('listFailed'))),
    );
  }, [t]);

  useEffect(() => {
    if (!slug) return;
    let live = true;
    setStats(null);
    setError(null);
    assessmentStats(slug).then(
      (s) => live && setStats(s),
      (e: unknown) => live && setError(errorText(e, t('statsFailed'))),
    );
    // A late answer for an assessment no longer selected must not replace the current one.
    return () => {
      live = false;
    };
  }, [slug, t]);

  const selected = assessments?.find((a) => a.slug === slug);

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

  const chartLabel = stats
    ? t('chartLabel', {
        bars: stats.distribution
          .map((b) => t('bar', { range: b.range, count: String(b.count) }))
          .join('; '),
      })
    : '';

  return (
    <>
      <h2>{t('title')}</h2>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {assessments && assessments.length === 0 ? <p>{t('none')}</p> : null}
      {assessments && assessments.length > 0 ? (
        <Field>
          <label htmlFor="admin-assessment">{t('assessment')}</label>
          <select id="admin-assessment" value={slug} onChange={(e) => setSlug(e.target.value)}>
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
      {slug && !stats && !error ? <p>{t('loading')}</p> : null}
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
          <DataTable
            caption={t('recent')}
            rows={stats.recent}
            rowKey={(r) => r.attemptId}
            columns={[
              {
                key: 'user',
                label: t('user'),
                render: (r) => r.username,
                sortValue: (r) => r.username,
              },
              { key: 'fullName', label: t('fullName'), render: (r) => r.fullName },
              {
                key: 'level',
                label: t('level'),
                render: (r) => r.level,
                sortValue: (r) => r.level,
              },
              {
                key: 'score',
                label: t('score'),
                render: (r) => `${r.score} / ${r.total}`,
                sortValue: (r) => (r.total ? r.score / r.total : 0),
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
                sortValue: (r) => r.securityEvents,
              },
              { key: 'reason', label: t('reason'), render: (r) => r.submitReason },
              { key: 'certificate', label: t('certificate'), render: (r) => r.certificateId },
              {
                key: 'date',
                label: t('date'),
                render: (r) => (r.submittedAt ? new Date(r.submittedAt).toLocaleString() : ''),
                sortValue: (r) => r.submittedAt,
              },
            ]}
          />
        </>
      ) : null}
    </>
  );
}
