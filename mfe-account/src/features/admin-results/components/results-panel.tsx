import { useEffect, useState } from 'react';
import { Alert, Field, usePlural, useTranslation } from 'shared';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import { DataTable } from '../../../components/data-table';
import { listResults, type QuizResult } from '../api/results-api';
import { messages, who } from './texts';

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
