import { useEffect, useState } from 'react';
import { Alert, defineDictionary, Field, usePlural, useTranslation } from 'shared';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import { DataTable } from '../../../components/data-table';
import { listResults, type QuizResult } from '../api/results-api';
import { listSecurityEvents, type SecurityEvent } from '../api/security-events-api';
import { loadersFor } from '../../../i18n/loaders';

export const adminResultsEn = {
  title: 'Results',
  user: 'User',
  allUsers: 'All users',
  category: 'Category',
  allCategories: 'All categories',
  score: 'Score',
  passed: 'Passed',
  yes: 'Yes',
  no: 'No',
  date: 'Date',
  passRate_one: 'Pass rate: {rate}% of {count} attempt',
  passRate_other: 'Pass rate: {rate}% of {count} attempts',
  noResults: 'No results match.',
  loadFailed: 'The results could not be loaded.',
  securityTitle: 'Security events',
  attempt: 'Attempt',
  kind: 'Event',
  time: 'Time',
  securityFailed: 'The security events could not be loaded.',
};

export const messages = defineDictionary<keyof typeof adminResultsEn>(
  adminResultsEn,
  loadersFor('adminResults'),
);

const who = (r: { username?: string; email?: string; userId?: string }) =>
  r.username ?? r.email ?? r.userId ?? '';

export function ResultsPanel() {
  const t = useTranslation(messages);
  const format = useFormats();
  const plural = usePlural(t);
  const [results, setResults] = useState<QuizResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [user, setUser] = useState('');
  const [category, setCategory] = useState('');
  useEffect(() => {
    listResults().then(setResults, (e: unknown) => setError(errorText(e, t('loadFailed'))));
  }, [t]);

  const users = [...new Set(results.map(who))].filter(Boolean).sort();
  const categories = [...new Set(results.map((r) => r.category))].sort();
  const shown = results.filter(
    (r) => (!user || who(r) === user) && (!category || r.category === category),
  );
  const rate = shown.length
    ? Math.round((shown.filter((r) => r.passed).length / shown.length) * 100)
    : 0;

  return (
    <>
      <h2>{t('title')}</h2>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Field>
        <label htmlFor="results-user">{t('user')}</label>
        <select id="results-user" value={user} onChange={(e) => setUser(e.target.value)}>
          <option value="">{t('allUsers')}</option>
          {users.map((u) => (
            <option key={u}>{u}</option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor="results-category">{t('category')}</label>
        <select
          id="results-category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">{t('allCategories')}</option>
          {categories.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      <p role="status">
        {shown.length ? plural('passRate', shown.length, { rate }) : t('noResults')}
      </p>
      <DataTable
        caption={t('title')}
        rows={shown}
        rowKey={(r) => r.attemptId}
        columns={[
          { key: 'user', label: t('user'), render: who, sortValue: (r) => who(r).toLowerCase() },
          {
            key: 'category',
            label: t('category'),
            render: (r) => r.category,
            sortValue: (r) => r.category,
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
            key: 'date',
            label: t('date'),
            render: (r) => (r.submittedAt ? format.dateTime(r.submittedAt) : ''),
            sortValue: (r) => r.submittedAt ?? '',
          },
        ]}
      />
    </>
  );
}

export function SecurityPanel() {
  const t = useTranslation(messages);
  const format = useFormats();
  const [events, setEvents] = useState<SecurityEvent[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    listSecurityEvents().then(setEvents, (e: unknown) =>
      setError(errorText(e, t('securityFailed'))),
    );
  }, [t]);
  return (
    <>
      <h2>{t('securityTitle')}</h2>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <DataTable
        caption={t('securityTitle')}
        rows={events}
        rowKey={(e) => e.id}
        columns={[
          {
            key: 'time',
            label: t('time'),
            render: (e) => format.dateTime(e.occurredAt),
            sortValue: (e) => e.occurredAt,
          },
          { key: 'user', label: t('user'), render: who, sortValue: (e) => who(e) },
          {
            key: 'attempt',
            label: t('attempt'),
            render: (e) => e.attemptId,
            sortValue: (e) => e.attemptId,
          },
          { key: 'kind', label: t('kind'), render: (e) => e.kind, sortValue: (e) => e.kind },
        ]}
      />
    </>
  );
}
