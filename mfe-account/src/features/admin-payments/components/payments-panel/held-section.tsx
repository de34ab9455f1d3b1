import { useEffect } from 'react';
import { Alert, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { useList } from '../../../../components/use-list';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { listHeld } from '../../api/payments-api';
import { messages } from './texts';
import { currencyOf, heldKey } from './labels';

/** Payments recorded but held for review (a wrong amount, a late one), newest first. */
export function HeldSection({ refreshKey }: { refreshKey: number }) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const { rows, error, reload } = useList(listHeld);

  useEffect(() => {
    if (refreshKey > 0) void reload();
  }, [refreshKey, reload]);

  return (
    <section aria-labelledby="held-title">
      <h3 id="held-title">{t('heldTitle')}</h3>
      <p>{t('heldHelp')}</p>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('heldFailed'))}
        </Alert>
      ) : null}
      {!rows && !error ? <p>{t('loading')}</p> : null}
      {rows && rows.length === 0 ? <p>{t('noneHeld')}</p> : null}
      {rows && rows.length > 0 ? (
        <DataTable
          caption={t('heldTitle')}
          rows={rows}
          rowKey={(p) => p.id}
          columns={[
            {
              key: 'reference',
              label: t('reference'),
              render: (p) => <bdi dir="ltr">{p.orderReference}</bdi>,
            },
            {
              key: 'transaction',
              label: t('transactionId'),
              render: (p) => <bdi dir="ltr">{p.transactionId}</bdi>,
            },
            {
              key: 'amount',
              label: t('amount'),
              render: (p) => <bdi dir="ltr">{formats.money(p.amount, currencyOf(p.currency))}</bdi>,
              sortValue: (p) => p.amount,
            },
            {
              key: 'why',
              label: t('why'),
              render: (p) => {
                const key = heldKey(p.reason);
                return key ? t(key) : t('heldOther', { reason: p.reason ?? '' });
              },
            },
            {
              key: 'recorded',
              label: t('recorded'),
              render: (p) => formats.dateTime(p.createdAt),
              sortValue: (p) => p.createdAt,
            },
          ]}
        />
      ) : null}
    </section>
  );
}
