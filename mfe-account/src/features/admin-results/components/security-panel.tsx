import { useEffect, useState } from 'react';
import { Alert, useTranslation } from 'shared';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import { DataTable } from '../../../components/data-table';
import { listSecurityEvents, type SecurityEvent } from '../api/security-events-api';
import { messages, who } from './texts';

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
