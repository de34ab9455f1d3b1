import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  Heading,
  LoadingContent,
  PageContainer,
  paths,
  useI18n,
  useTranslation,
} from 'shared';
import { getOrder, type OrderView } from '../api/orders';
import { ordersMessages } from '../i18n/messages';
import { dateTime, STATUS_KEYS } from '../lib/format';
import { Code } from './amount';
import { Delivered } from './delivered';
import { OrderSummary } from './order-summary';
import { PaymentInstructions } from './payment-instructions';

/** /orders/:reference: one of the buyer's orders, how to pay it, and what it delivered. */
export function OrderPage() {
  const t = useTranslation(ordersMessages);
  const { lang } = useI18n();
  const { reference = '' } = useParams();
  const [order, setOrder] = useState<OrderView | 'missing' | 'error' | null>(null);

  useEffect(() => {
    let live = true;
    setOrder(null);
    getOrder(reference).then(
      (found) => live && setOrder(found),
      (error: { status?: number }) =>
        live && setOrder(error.status === 404 || error.status === 400 ? 'missing' : 'error'),
    );
    return () => {
      live = false;
    };
  }, [reference]);

  let body;
  if (order === null) body = <LoadingContent label={t('loading')} />;
  else if (typeof order === 'string')
    body = (
      <Alert $tone={order === 'error' ? 'error' : 'info'} role="alert">
        {t(order === 'error' ? 'orderFailed' : 'orderMissing')}
      </Alert>
    );
  else
    body = (
      <>
        <p>
          {t('status')}: <strong>{t(STATUS_KEYS[order.status])}</strong>
        </p>
        <p>{t('placedOn', { date: dateTime(order.createdAt, lang) })}</p>
        {order.status === 'awaiting_payment' && (
          <PaymentInstructions order={order} onChange={setOrder} t={t} />
        )}
        <Delivered order={order} t={t} />
        <OrderSummary order={order} t={t} />
      </>
    );
  return (
    <PageContainer>
      <Heading>
        {t('orderTitle')} <Code>{reference}</Code>
      </Heading>
      {body}
      <p>
        <Link to={paths.orders}>{t('allOrders')}</Link>
      </p>
    </PageContainer>
  );
}
