import { Alert, useTranslation } from 'shared';
import { useServerPage } from '../../../../components/use-server-page';
import { errorText } from '../../../../lib/api-helpers';
import { listAuditEvents, NO_AUDIT_FILTERS } from '../../api/audit-api';
import { EventsTable } from './events-table';
import { FiltersForm } from './filters-form';
import { LogTools } from './log-tools';
import { Hint } from './styles';
import { messages } from './texts';

/** The audit log tab: filter the events, page through them, export them, check the chain. */
export function AuditPanel() {
  const t = useTranslation(messages);
  const { list, error, filter, search, serverPage } = useServerPage({
    fetchPage: listAuditEvents,
    initialFilter: NO_AUDIT_FILTERS,
  });

  const filtered = Object.values(filter).some(Boolean);

  return (
    <>
      <h2>{t('title')}</h2>
      <Hint>{t('intro')}</Hint>
      <FiltersForm onApply={search} />
      <LogTools filters={filter} />
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}
        </Alert>
      ) : null}
      {!list && !error ? <p>{t('loading')}</p> : null}
      {list && list.rows.length === 0 ? <p>{t(filtered ? 'noMatch' : 'noEvents')}</p> : null}
      {list && list.rows.length > 0 ? (
        <EventsTable rows={list.rows} serverPage={serverPage} />
      ) : null}
    </>
  );
}
