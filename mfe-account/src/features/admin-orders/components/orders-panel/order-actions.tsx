import { useState } from 'react';
import { Alert, Button, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { FormField } from '../../../../components/form-field';
import { Buttons } from '../../../../components/form-layout';
import { refusalText } from '../../../../lib/api-helpers';
import { saveFile } from '../../../../lib/save-file';
import {
  cancelOrder,
  fetchDocument,
  refundOrder,
  type OrderDocument,
  type StaffOrderView,
} from '../../api/orders-api';
import { reasonFromInput } from '../../data/order-forms';
import { messages } from './texts';

/**
 * Cancelling an unpaid order or refunding a paid one (each with a reason, after the page's
 * question), and the order's invoice and credit note as PDFs.
 */
export function OrderActions({
  order,
  ask,
  onDone,
}: {
  order: StaffOrderView;
  ask: Ask;
  onDone: (order: StaffOrderView, text: string) => void;
}) {
  const t = useTranslation(messages);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancellable = order.status === 'awaiting_payment';
  const refundable = order.status === 'paid' || order.status === 'fulfilled';

  async function change(kind: 'cancel' | 'refund') {
    const given = reasonFromInput(reason);
    setFailure(null);
    setReasonError(given ? undefined : t('reasonInvalid'));
    if (!given) {
      document.getElementById('order-reason')?.focus();
      return;
    }
    const cancel = kind === 'cancel';
    const go = await ask({
      text: t(cancel ? 'cancelAsk' : 'refundAsk', { reference: order.reference, reason: given }),
      confirmLabel: t(cancel ? 'cancelOrder' : 'refundOrder'),
      cancelLabel: t('keep'),
      danger: true,
    });
    if (!go) return;
    setBusy(true);
    try {
      const changed = await (cancel ? cancelOrder : refundOrder)(order.reference, given);
      setReason('');
      onDone(
        changed,
        t(cancel ? 'cancelled_done' : 'refunded_done', { reference: order.reference }),
      );
    } catch (error) {
      setFailure(
        refusalText(
          error,
          {
            403: t('forbidden'),
            404: t('missing'),
            409: t(cancel ? 'notCancellable' : 'notRefundable'),
          },
          t('changeFailed'),
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  async function download(kind: OrderDocument, number: string) {
    setFailure(null);
    try {
      const pdf = await fetchDocument(order.reference, kind);
      saveFile(pdf, `${number.replace(/\//g, '-')}.pdf`);
    } catch (error) {
      setFailure(refusalText(error, { 404: t('missing') }, t('downloadFailed')));
    }
  }

  return (
    <>
      {cancellable || refundable ? (
        <section aria-labelledby="order-change-title">
          <h3 id="order-change-title">{t('changeTitle')}</h3>
          <FormField
            id="order-reason"
            label={t('reason')}
            hint={t('reasonHint')}
            error={reasonError}
            maxLength={300}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(undefined);
            }}
          />
          <Buttons>
            {cancellable ? (
              <Button
                type="button"
                $variant="danger"
                disabled={busy}
                onClick={() => void change('cancel')}
              >
                {t('cancelOrder')}
              </Button>
            ) : null}
            {refundable ? (
              <Button
                type="button"
                $variant="danger"
                disabled={busy}
                onClick={() => void change('refund')}
              >
                {t('refundOrder')}
              </Button>
            ) : null}
          </Buttons>
        </section>
      ) : null}
      <section aria-labelledby="order-documents-title">
        <h3 id="order-documents-title">{t('documents')}</h3>
        {order.invoiceNumber || order.creditNoteNumber ? (
          <Buttons>
            {order.invoiceNumber ? (
              <Button
                type="button"
                $variant="secondary"
                onClick={() => void download('invoice', order.invoiceNumber ?? '')}
              >
                {t('invoice', { number: order.invoiceNumber })}
              </Button>
            ) : null}
            {order.creditNoteNumber ? (
              <Button
                type="button"
                $variant="secondary"
                onClick={() => void download('credit-note', order.creditNoteNumber ?? '')}
              >
                {t('creditNote', { number: order.creditNoteNumber })}
              </Button>
            ) : null}
          </Buttons>
        ) : (
          <p>{t('noDocuments')}</p>
        )}
      </section>
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
