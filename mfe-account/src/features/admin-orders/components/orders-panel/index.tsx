import { Alert, Button, useToast, useTranslation } from 'shared';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import { useOpenedItem } from '../../../../components/use-opened-item';
import { useServerPage } from '../../../../components/use-server-page';
import { refusalText } from '../../../../lib/api-helpers';
import { listOrders, getOrder, type StaffOrderView } from '../../api/orders-api';
import { ConfirmPaymentForm } from './confirm-payment-form';
import { OrderActions } from './order-actions';
import { OrderDetail } from './order-detail';
import { OrderPayments } from './order-payments';
import { OrdersList } from './orders-list';
import { ResendEmails } from './resend-emails';
import { messages } from './texts';

/**
 * The Orders tab (admin and sales): the list, and one order with what staff do to it. The list
 * keeps its filter and page while an order is open. `confirm` answers the page's questions
 * instead of its dialog (a test's).
 */
export function OrdersPanel({ confirm }: { confirm?: Answer } = {}) {
  const t = useTranslation(messages);
  const toast = useToast();
  const { ask, askReason, dialog } = useConfirmDialog(confirm);
  const orders = useServerPage({ fetchPage: listOrders, initialFilter: { status: '', q: '' } });
  const {
    open,
    setOpen,
    item: order,
    setItem: setOrder,
    failure,
    heading,
    listHeading,
  } = useOpenedItem<string, StaffOrderView>(getOrder, (error) =>
    refusalText(error, { 404: t('missing') }, t('detailFailed')),
  );

  function changed(next: StaffOrderView, text: string, tone: 'success' | 'info' = 'success') {
    setOrder(next);
    toast(text, { tone });
    void orders.reload();
  }

  // After e-mails are queued again the order is read again, for the event on its timeline.
  function reread(reference: string) {
    getOrder(reference).then(
      (loaded) => setOrder((shown) => (shown?.reference === reference ? loaded : shown)),
      () => undefined,
    );
  }

  if (!open) {
    return (
      <>
        <h2 ref={listHeading} tabIndex={-1}>
          {t('title')}
        </h2>
        <OrdersList orders={orders} onOpen={setOpen} />
      </>
    );
  }

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(null)}>
        {t('back')}
      </Button>
      <h2 ref={heading} tabIndex={-1}>
        {t('orderTitle', { reference: open })}
      </h2>
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {!order && !failure ? <p>{t('loading')}</p> : null}
      {order ? (
        <>
          <OrderDetail order={order} />
          <OrderPayments order={order} askReason={askReason} onDone={changed} />
          {order.status === 'awaiting_payment' || order.status === 'expired' ? (
            <ConfirmPaymentForm key={order.reference} order={order} ask={ask} onDone={changed} />
          ) : null}
          <OrderActions order={order} ask={ask} onDone={changed} />
          {order.status === 'awaiting_payment' || order.status === 'fulfilled' ? (
            <ResendEmails order={order} ask={ask} onSent={() => reread(order.reference)} />
          ) : null}
        </>
      ) : null}
      {dialog}
    </>
  );
}
