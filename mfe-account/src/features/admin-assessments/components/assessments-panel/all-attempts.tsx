import { useEffect, useRef } from 'react';
import { Alert, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { SearchForm } from '../../../../components/search-form';
import { useServerPage } from '../../../../components/use-server-page';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { listAttempts, type AttemptListRow, type AttemptsFilter } from '../../api/assessments-api';
import { useAnswersReview } from '../attempt-review/use-answers-review';
import { messages } from './texts';

/**
 * Every attempt of one assessment, open or submitted, newest start first, a page at a time from
 * the API however many there are, searched by the person's name or e-mail; each opens its
 * answers. The recent attempts above show only the latest 50 submitted ones.
 */
export function AllAttempts({
  slug,
  version,
  returnFocus,
  onChanged,
}: {
  slug: string;
  /** Bumped when an attempt changed elsewhere on the tab: the page shown is read again. */
  version: number;
  returnFocus: (button: HTMLElement | null) => void;
  onChanged: () => void;
}) {
  const t = useTranslation(messages);
  const format = useFormats();
  const { answersButton, review, closeReview } = useAnswersReview({ returnFocus, onChanged });
  const { list, error, search, serverPage } = useServerPage<AttemptListRow, AttemptsFilter>({
    fetchPage: listAttempts,
    initialFilter: { assessment: slug, search: '' },
    refreshKey: version,
  });
  const searched = useRef('');
  const shownSlug = useRef(slug);

  // Another assessment: its attempts from the first page, the search kept.
  useEffect(() => {
    if (shownSlug.current === slug) return;
    shownSlug.current = slug;
    closeReview();
    search({ assessment: slug, search: searched.current });
  }, [slug, search, closeReview]);

  return (
    <>
      <h3>{t('allAttempts')}</h3>
      <SearchForm
        id="assessment-attempts-search"
        label={t('attemptSearch')}
        button={t('searchButton')}
        onSearch={(text) => {
          searched.current = text;
          search({ assessment: slug, search: text });
        }}
      />
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('attemptsFailed'))}
        </Alert>
      ) : null}
      {list && list.rows.length === 0 ? <p role="status">{t('noAttempts')}</p> : null}
      {list && list.rows.length > 0 ? (
        <DataTable
          caption={t('allAttempts')}
          rows={list.rows}
          rowKey={(r) => r.attemptId}
          serverPage={serverPage}
          columns={[
            {
              key: 'user',
              label: t('user'),
              render: (r) => (r.fullName ? `${r.fullName} (${r.username})` : r.username),
            },
            { key: 'email', label: t('email'), render: (r) => r.email },
            { key: 'level', label: t('level'), render: (r) => r.level },
            {
              key: 'score',
              label: t('score'),
              render: (r) => (r.submittedAt ? `${r.score ?? 0} / ${r.total}` : t('inProgress')),
            },
            {
              key: 'passed',
              label: t('passed'),
              render: (r) => (r.submittedAt ? (r.passed ? t('yes') : t('no')) : ''),
            },
            { key: 'events', label: t('events'), render: (r) => r.securityEvents },
            {
              key: 'started',
              label: t('started'),
              render: (r) => format.dateTime(r.startedAt),
            },
            {
              key: 'date',
              label: t('date'),
              render: (r) => (r.submittedAt ? format.dateTime(r.submittedAt) : ''),
            },
            {
              key: 'answers',
              label: t('answers'),
              render: (r) => answersButton(r),
            },
          ]}
        />
      ) : null}
      {review}
    </>
  );
}
