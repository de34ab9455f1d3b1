import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, useTranslation } from 'shared';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import { DataTable } from '../../../components/data-table';
import { useServerPage } from '../../../components/use-server-page';
import {
  listCategories,
  listResults,
  type QuizResult,
  type ResultsFilter,
} from '../api/results-api';
import { messages, who } from './texts';

const Filters = styled.form`
  display: flex;
  gap: 0 1rem;
  align-items: flex-end;
  flex-wrap: wrap;
`;

const NO_FILTER: ResultsFilter = { search: '', category: '' };

/**
 * The Results tab: every scored quiz attempt, newest first, a page at a time from the API
 * (however many there are), filtered by category and searched by the person's name or e-mail.
 */
export function ResultsPanel() {
  const t = useTranslation(messages);
  const format = useFormats();
  const [filter, setFilter] = useState<ResultsFilter>(NO_FILTER);
  const [categories, setCategories] = useState<string[]>([]);
  const { list, error, search, serverPage } = useServerPage<QuizResult, ResultsFilter>({
    fetchPage: listResults,
    initialFilter: NO_FILTER,
  });

  useEffect(() => {
    // Without the bank's categories the filter offers none; the list itself still works.
    listCategories().then(setCategories, () => undefined);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    search(filter);
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <Filters role="search" aria-label={t('title')} onSubmit={submit}>
        <Field>
          <label htmlFor="results-category">{t('category')}</label>
          <select
            id="results-category"
            value={filter.category}
            onChange={(e) => setFilter((f) => ({ ...f, category: e.target.value }))}
          >
            <option value="">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="results-search">{t('search')}</label>
          <input
            id="results-search"
            type="search"
            autoComplete="off"
            value={filter.search}
            onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
          />
        </Field>
        <Field>
          <Button type="submit">{t('searchButton')}</Button>
        </Field>
      </Filters>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}
        </Alert>
      ) : null}
      {list && list.rows.length === 0 ? <p role="status">{t('noResults')}</p> : null}
      {list && list.rows.length > 0 ? (
        <DataTable
          caption={t('title')}
          rows={list.rows}
          rowKey={(r) => r.attemptId}
          serverPage={serverPage}
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
      ) : null}
    </>
  );
}
