import { useEffect, useState } from 'react';
import { Alert, Button, serverMessage, useTranslation } from 'shared';
import type { AskReason } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { Buttons } from '../../../../components/form-layout';
import { useList } from '../../../../components/use-list';
import { errorText, statusOf } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { DECISION_REASON } from '../../../../lib/decision-reason';
import { decidePayment, listHeld, type PaymentView } from '../../api/payments-api';
import { messages } from './texts';
import { currencyOf, heldKey } from './labels';

type Resolution = 'accepted' | 'rejected';

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
  const [failure, setFailure] = useState<{ text: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (refreshKey > 0) void reload();
  }, [refreshKey, reload]);

  async function decide(p: PaymentView, resolution: Resolution) {
    const accept = resolution === 'accepted';
    const named = { transaction: p.transactionId, reference: p.orderReference };
    const amount = formats.money(p.amount, currencyOf(p.currency));
    const reason = await askReason({
      text: t(accept ? 'acceptAsk' : 'rejectAsk', { ...named, amount }),
      confirmLabel: t(accept ? 'acceptConfirm' : 'rejectConfirm'),
      cancelLabel: t('keep'),
      danger: !accept,
      reason: {
        label: t(accept ? 'acceptReason' : 'rejectReason'),
        hint: t('decisionHint'),
        invalid: t('decisionInvalid'),
        ...DECISION_REASON,
      },
    });
    if (reason === null) return;
    setFailure(null);
    setBusy(true);
    try {
      await decidePayment(p.id, resolution, reason);
      onDecided(
        t(accept ? 'acceptedDone' : 'rejectedDone', { ...named, reason }),
        accept ? 'success' : 'info',
      );
    } catch (refused) {
      const status = statusOf(refused);
      // A conflict's cause (stock gone, order closed, decided already) is in the API's words.
      setFailure({
        text: t(
          status === 409
            ? accept
              ? 'acceptConflict'
              : 'rejectConflict'
            : status === 403
              ? 'decisionForbidden'
              : status === 404
                ? 'paymentMissing'
                : 'decisionFailed',
        ),
        detail: status === 409 ? serverMessage(refused) : undefined,
      });
      void reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="held-title">
      <h3 id="held-title">{t('heldTitle')}</h3>
      <p>{t('heldHelp')}</p>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('heldFailed'))}
        </Alert>
      ) : null}
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure.text}
          {failure.detail ? (
            <>
              {' '}
              <span lang="en">{failure.detail}</span>
            </>
          ) : null}
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
            {
              key: 'decision',
              label: t('decision'),
              render: (p) =>
                p.resolution ? (
                  t(p.resolution === 'accepted' ? 'decision_accepted' : 'decision_rejected')
                ) : (
                  <Buttons>
                    <Button
                      type="button"
                      disabled={busy}
                      aria-label={t('acceptPayment', {
                        transaction: p.transactionId,
                        reference: p.orderReference,
                      })}
                      onClick={() => void decide(p, 'accepted')}
                    >
                      {t('accept')}
                    </Button>
                    <Button
                      type="button"
                      $variant="danger"
                      disabled={busy}
                      aria-label={t('rejectPayment', {
                        transaction: p.transactionId,
                        reference: p.orderReference,
                      })}
                      onClick={() => void decide(p, 'rejected')}
                    >
                      {t('reject')}
                    </Button>
                  </Buttons>
                ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
