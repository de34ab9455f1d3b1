import { useMemo } from 'react';
import { useI18n, useTranslation } from 'shared';
import { DataTable, type ServerPage } from '../../../../components/data-table';
import type { AuditEvent } from '../../api/audit-api';
import { useEventTexts } from './event-texts';
import { NoWrap, Raw, RawName } from './styles';
import { messages, type Key } from './texts';
import { visibleText } from './visible-text';

const NONE = '—';

/** One page of the log, newest first; the pages come from the API. */
export function EventsTable({
  rows,
  serverPage,
}: {
  rows: AuditEvent[];
  serverPage: ServerPage | undefined;
}) {
  const t = useTranslation(messages);
  const { lang } = useI18n();
  const { summary, targetType } = useEventTexts();
  // In UTC, as the export and the date filters are: one time for every admin, wherever they are.
  const time = useMemo(() => {
    const format = new Intl.DateTimeFormat(lang, {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: 'UTC',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [lang]);

  // An action a newer API logs before this screen knows it shows by its own name.
  const actionName = (action: string) => {
    const key = `action.${action}` as Key;
    return key in messages.en ? t(key) : action;
  };

  return (
    <DataTable
      caption={t('title')}
      rows={rows}
      rowKey={(e) => String(e.seq)}
      serverPage={serverPage}
      columns={[
        {
          key: 'time',
          label: t('time'),
          render: (e) => <NoWrap dateTime={e.occurredAt}>{time(e.occurredAt)}</NoWrap>,
        },
        {
          key: 'actor',
          label: t('actor'),
          render: (e) => visibleText(e.actorEmail ?? e.actorId ?? NONE),
        },
        {
          key: 'action',
          label: t('action'),
          render: (e) => (
            <>
              {actionName(e.action)}
              <RawName>{e.action}</RawName>
            </>
          ),
        },
        {
          key: 'target',
          label: t('target'),
          render: (e) =>
            e.targetType || e.targetId ? (
              <>
                {e.targetType ? targetType(e.targetType) : null}
                {e.targetId ? <Raw>{e.targetId}</Raw> : null}
              </>
            ) : (
              NONE
            ),
        },
        { key: 'summary', label: t('summary'), render: summary },
        { key: 'ip', label: t('ip'), render: (e) => e.ip ?? NONE },
      ]}
    />
  );
}
