import { useState } from 'react';
import { Alert, Button, serverMessage, useTranslation } from 'shared';
import type { AskReason } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { Buttons } from '../../../../components/form-layout';
import { DECISION_REASON } from '../../../../lib/decision-reason';
import { statusOf } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { decidePayment, type StaffOrderView } from '../../api/orders-api';
import { currencyOf, heldKey, methodKey } from '../../data/labels';
import { messages } from './texts';

type Payment = StaffOrderView['payments'][number];
type Resolution = 'accepted' | 'rejected';

/** The reason staff gave for a decision: the payment keeps it only in the order's timeline. */
function decisionReason(order: StaffOrderView, p: Payment): string | undefined {
  const event = order.timeline.findLast(
    (e) => e.kind === `payment.${p.resolution}` && e.detail.transactionId === p.transactionId,
  );
  return typeof event?.detail.reason === 'string' ? event.detail.reason : undefined;
}

/**
 * The order's payments. One held for review and not yet decided is accepted (the order is
 * fulfilled) or rejected (it is to be returned), each with a reason asked in the page's dialog;
 * once decided, the decision is shown with its reason.
 */
export function OrderPayments({
  order,
  askReason,
  onDone,
}: {
  order: StaffOrderView;
  askReason: AskReason;
  onDone: (order: StaffOrderView, text: string, tone?: 'success' | 'info') => void;
}) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const [failure, setFailure] = useState<{ text: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(p: Payment, resolution: Resolution) {
    const accept = resolution === 'accepted';
    const named = { transaction: p.transactionId, reference: order.reference };
    const amount = formats.money(p.amount, currencyOf(p.currency));
    const reason = await askReason({
      text: t(accept ? 'acceptAsk' : 'rejectAsk', { ...named, amount }),
      confirmLabel: t(accept ? 'acceptConfirm' : 'rejectConfirm'),
      cancelLabel: t('keep'),
      danger: !accept,
      reason: {
        label: t(accept ? 'acceptReason' : 'rejectReason'),
        hint: t('decisionHint'),
        invalid: t('reasonInvalid'),
        ...DECISION_REASON,
      },
    });
    if (reason === null) return;
    setFailure(null);
    setBusy(true);
    try {
      const next = await decidePayment(p.id, resolution, reason);
      onDone(
        next,
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
              ? 'forbidden'
              : status === 404
                ? 'paymentMissing'
                : 'decisionFailed',
        ),
        detail: status === 409 ? serverMessage(refused) : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  function state(p: Payment) {
    if (p.resolution) {
      const why = decisionReason(order, p);
      const said = t(p.resolution === 'accepted' ? 'decision_accepted' : 'decision_rejected');
      return (
        <>
          <strong>{said}</strong>
          {why ? (
            <>
              {' · '}
              <bdi>{why}</bdi>
            </>
          ) : null}
        </>
      );
    }
    if (p.status === 'confirmed') return t('confirmed');
    const why = heldKey(p.reason);
    return (
      <>
        <strong>{why ? t('heldWhy', { why: t(why) }) : t('held')}</strong>
        <Buttons>
          <Button
            type="button"
            disabled={busy}
            aria-label={t('acceptPayment', { transaction: p.transactionId })}
            onClick={() => void decide(p, 'accepted')}
          >
            {t('accept')}
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={busy}
            aria-label={t('rejectPayment', { transaction: p.transactionId })}
            onClick={() => void decide(p, 'rejected')}
          >
            {t('reject')}
          </Button>
        </Buttons>
      </>
    );
  }

  return (
    <section aria-labelledby="order-payments-title">
      <h3 id="order-payments-title">{t('payments')}</h3>
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
      {order.payments.length === 0 ? (
        <p>{t('noPayments')}</p>
      ) : (
        <DataTable
          caption={t('payments')}
          rows={order.payments}
          rowKey={(p) => p.id}
          columns={[
            {
              key: 'transaction',
              label: t('transactionId'),
              render: (p) => <bdi dir="ltr">{p.transactionId}</bdi>,
            },
            {
              key: 'method',
              label: t('method'),
              render: (p) => {
                const k = methodKey(p.method);
                return k ? t(k) : p.method;
              },
            },
            {
              key: 'amount',
              label: t('amount'),
              render: (p) => <bdi dir="ltr">{formats.money(p.amount, currencyOf(p.currency))}</bdi>,
            },
            { key: 'status', label: t('paymentStatus'), render: state },
            { key: 'at', label: t('recorded'), render: (p) => formats.dateTime(p.createdAt) },
          ]}
        />
      )}
    </section>
  );
}
