import { useEffect, useState } from 'react';
import { Alert, useTranslation } from 'shared';
import { errorText, type Paged } from '../../../../lib/api-helpers';
import {
  listAuditEvents,
  NO_AUDIT_FILTERS,
  type AuditEvent,
  type AuditFilters,
} from '../../api/audit-api';
import { EventsTable } from './events-table';
import { FiltersForm } from './filters-form';
import { LogTools } from './log-tools';
import { Hint } from './styles';
import { messages } from './texts';

/** The audit log tab: filter the events, page through them, export them, check the chain. */
export function AuditPanel() {
  const t = useTranslation(messages);
  const [query, setQuery] = useState<{ filters: AuditFilters; page: number }>({
    filters: NO_AUDIT_FILTERS,
    page: 1,
  });
  const [list, setList] = useState<Paged<AuditEvent> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    listAuditEvents(query.filters, query.page).then(
      (page) => live && setList(page),
      (e: unknown) => live && setError(errorText(e, t('loadFailed'))),
    );
    // A late answer for filters or a page no longer asked for must not replace the current one.
    return () => {
      live = false;
    };
  }, [query, t]);

  const filtered = Object.values(query.filters).some(Boolean);

  return (
    <>
      <h2>{t('title')}</h2>
      <Hint>{t('intro')}</Hint>
      <FiltersForm onApply={(filters) => setQuery({ filters, page: 1 })} />
      <LogTools filters={query.filters} />
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {!list && !error ? <p>{t('loading')}</p> : null}
      {list && list.rows.length === 0 ? <p>{t(filtered ? 'noMatch' : 'noEvents')}</p> : null}
      {list && list.rows.length > 0 ? (
        <EventsTable list={list} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
      ) : null}
    </>
  );
}
