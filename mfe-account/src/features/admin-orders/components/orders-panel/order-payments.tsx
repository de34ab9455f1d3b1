import { useTranslation, type Translate } from 'shared';
import type { AskReason } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { usePaymentDecision, type DecisionKey } from '../../../../components/payment-decision';
import { useFormats } from '../../../../lib/use-formats';
import type { StaffOrderView } from '../../api/orders-api';
import { currencyOf, heldKey, methodKey } from '../../data/labels';
import { messages } from './texts';

type Payment = StaffOrderView['payments'][number];

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
  // This tab's dictionary names two of the texts as its other forms do.
  const say: Translate<DecisionKey> = (key, vars) =>
    t(
      key === 'decisionInvalid' ? 'reasonInvalid' : key === 'decisionForbidden' ? 'forbidden' : key,
      vars,
    );
  const decision = usePaymentDecision({
    t: say,
    askReason,
    onDecided: (answer, text, tone) => onDone(answer.data, text, tone),
  });

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
        {decision.buttons({
          id: p.id,
          transactionId: p.transactionId,
          orderReference: order.reference,
          amountText: formats.money(p.amount, currencyOf(p.currency)),
        })}
      </>
    );
  }

  return (
    <section aria-labelledby="order-payments-title">
      <h3 id="order-payments-title">{t('payments')}</h3>
      {decision.failureAlert}
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
