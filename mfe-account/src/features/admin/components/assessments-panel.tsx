import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, defineDictionary, Field, useTranslation } from 'shared';
import { errorText } from '../../common/api-helpers';
import { DataTable } from '../../common/data-table';
import {
  assessmentResultsCsv,
  assessmentStats,
  listManagedAssessments,
  type AssessmentAdminView,
  type AssessmentStats,
} from '../api/assessments-api';
import { AssessmentEditor, type EditorMode } from './assessment-editor';
import { AttemptReviewSection } from './attempt-review';

const messages = defineDictionary({
  title: 'Assessments',
  newAssessment: 'New assessment',
  edit: 'Edit',
  editNamed: 'Edit {name}',
  listCaption: 'All assessments',
  name: 'Name',
  status: 'Status',
  open: 'Active',
  closed: 'Closed',
  who: 'Who may take it',
  anyUser: 'Any signed-in user',
  employees: 'Employees',
  admins: 'Admins',
  levels: 'Levels',
  levelSummary: '{level}: {count} questions, {minutes} min',
  limit: 'Attempt limit',
  unlimited: 'Unlimited',
  perPerson: '{count} per person',
  certifies: 'Certificate',
  actions: 'Actions',
  created: 'Assessment “{name}” created.',
  saved: 'Assessment “{name}” saved.',
  results: 'Results and statistics',
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
  answers: 'Answers',
  viewAnswers: 'View answers',
  viewAnswersOf: 'View answers of {username}',
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

const Badge = styled.span<{ $open: boolean }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.9rem;
  font-weight: 700;
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.muted)};
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.text)};
  background: ${({ theme, $open }) => ($open ? theme.colors.successBg : theme.colors.surface)};
`;

const LevelList = styled.ul`
  margin: 0;
  padding-inline-start: 1rem;
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
  const [assessments, setAssessments] = useState<AssessmentAdminView[] | null>(null);
  const [slug, setSlug] = useState('');
  const [stats, setStats] = useState<AssessmentStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [editor, setEditor] = useState<EditorMode | null>(null);
  const [notice, setNotice] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  // The button that opened the editor (or an attempt's answers) gets the focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  const reviewOpener = useRef<HTMLElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [refocus, setRefocus] = useState(0);
  const [review, setReview] = useState<{ attemptId: string; username: string } | null>(null);

  const load = useCallback(
    () =>
      listManagedAssessments().then(
        (list) => {
          setAssessments(list);
          setSlug((current) =>
            list.some((a) => a.slug === current) ? current : (list[0]?.slug ?? ''),
          );
        },
        (e: unknown) => setError(errorText(e, t('listFailed'))),
      ),
    [t],
  );
  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!refocus) return;
    const target = returnTo.current?.isConnected ? returnTo.current : newButton.current;
    target?.focus();
  }, [refocus]);

  useEffect(() => {
    if (!slug) return;
    let live = true;
    setStats(null);
    setError(null);
    setReview(null);
    assessmentStats(slug).then(
      (s) => live && setStats(s),
      (e: unknown) => live && setError(errorText(e, t('statsFailed'))),
    );
    // A late answer for an assessment no longer selected must not replace the current one.
    return () => {
      live = false;
    };
  }, [slug, t]);

  function open(mode: EditorMode, button: HTMLElement) {
    opener.current = button;
    setNotice('');
    setEditor(mode);
  }

  function close() {
    setEditor(null);
    returnTo.current = opener.current;
    setRefocus((n) => n + 1);
  }

  function openReview(row: { attemptId: string; username: string }, button: HTMLElement) {
    reviewOpener.current = button;
    setReview({ attemptId: row.attemptId, username: row.username });
  }

  function closeReview() {
    setReview(null);
    returnTo.current = reviewOpener.current;
    setRefocus((n) => n + 1);
  }

  function saved(assessment: AssessmentAdminView, created: boolean) {
    setNotice(t(created ? 'created' : 'saved', { name: assessment.name }));
    close();
    void load();
  }

  const who = (a: AssessmentAdminView) =>
    a.requiredRole === 'employee'
      ? t('employees')
      : a.requiredRole === 'admin'
        ? t('admins')
        : t('anyUser');

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
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <p>
        <Button
          ref={newButton}
          type="button"
          disabled={editor !== null}
          onClick={(e) => open({ kind: 'create' }, e.currentTarget)}
        >
          {t('newAssessment')}
        </Button>
      </p>
      {editor ? (
        <AssessmentEditor
          key={editor.kind === 'edit' ? editor.assessment.slug : 'new'}
          mode={editor}
          onSaved={saved}
          onCancel={close}
        />
      ) : null}
      {assessments && assessments.length > 0 ? (
        <DataTable
          caption={t('listCaption')}
          rows={assessments}
          rowKey={(a) => a.slug}
          columns={[
            {
              key: 'name',
              label: t('name'),
              render: (a) => a.name,
              sortValue: (a) => a.name.toLowerCase(),
            },
            {
              key: 'status',
              label: t('status'),
              render: (a) => <Badge $open={a.active}>{a.active ? t('open') : t('closed')}</Badge>,
              sortValue: (a) => (a.active ? 0 : 1),
            },
            { key: 'who', label: t('who'), render: who, sortValue: who },
            {
              key: 'levels',
              label: t('levels'),
              render: (a) => (
                <LevelList>
                  {a.levels.map((l) => (
                    <li key={l.level}>
                      {t('levelSummary', {
                        level: l.level,
                        count: l.questionCount,
                        minutes: l.durationMinutes,
                      })}
                    </li>
                  ))}
                </LevelList>
              ),
            },
            {
              key: 'passMark',
              label: t('passMark'),
              render: (a) => `${a.passPercent}%`,
              sortValue: (a) => a.passPercent,
            },
            {
              key: 'limit',
              label: t('limit'),
              render: (a) =>
                a.maxAttempts === 0 ? t('unlimited') : t('perPerson', { count: a.maxAttempts }),
            },
            {
              key: 'certifies',
              label: t('certifies'),
              render: (a) => (a.issuesCertificate ? t('yes') : t('no')),
            },
            {
              key: 'attempts',
              label: t('attempts'),
              render: (a) => a.attempts,
              sortValue: (a) => a.attempts,
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (a) => (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('editNamed', { name: a.name })}
                  disabled={editor !== null}
                  onClick={(e) => open({ kind: 'edit', assessment: a }, e.currentTarget)}
                >
                  {t('edit')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      <h3>{t('results')}</h3>
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
              {
                key: 'answers',
                label: t('answers'),
                render: (r) => (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('viewAnswersOf', { username: r.username })}
                    onClick={(e) => openReview(r, e.currentTarget)}
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
              onClose={closeReview}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
