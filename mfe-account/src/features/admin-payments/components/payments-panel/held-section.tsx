import { useEffect } from 'react';
import { Alert, useTranslation } from 'shared';
import type { AskReason } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { usePaymentDecision } from '../../../../components/payment-decision';
import { useList } from '../../../../components/use-list';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { listHeld } from '../../api/payments-api';
import { messages } from './texts';
import { currencyOf, heldKey } from './labels';

/**
 * Payments recorded but held for review (a wrong amount, a late one), newest first. Staff accept
 * one (its order is fulfilled) or reject it (it is to be returned), each with a reason asked in
 * the page's dialog; the list then reloads without it and the decision is announced.
 */
export function HeldSection({
  askReason,
  refreshKey,
  onDecided,
}: {
  askReason: AskReason;
  refreshKey: number;
  onDecided: (text: string, tone: 'success' | 'info') => void;
}) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const { rows, error, reload } = useList(listHeld);
  const decision = usePaymentDecision({
    t,
    askReason,
    onDecided: (_answer, text, tone) => onDecided(text, tone),
    onRefused: () => void reload(),
  });

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
      {decision.failureAlert}
      {rows || !error ? (
        <DataTable
          loading={t('loading')}
          none={t('noneHeld')}
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
            {
              key: 'decision',
              label: t('decision'),
              render: (p) =>
                p.resolution
                  ? t(p.resolution === 'accepted' ? 'decision_accepted' : 'decision_rejected')
                  : decision.buttons({
                      id: p.id,
                      transactionId: p.transactionId,
                      orderReference: p.orderReference,
                      amountText: formats.money(p.amount, currencyOf(p.currency)),
                    }),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
