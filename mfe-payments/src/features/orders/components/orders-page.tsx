import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Heading,
  LoadingContent,
  PageContainer,
  paths,
  useI18n,
  useTranslation,
} from 'shared';
import { getMyOrders, type OrderView } from '../api/orders';
import { ordersMessages } from '../i18n/messages';
import { dateTime, STATUS_KEYS } from '../lib/format';
import { Amount, Code } from './amount';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 0.75rem 1rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** /orders: the buyer's orders, the newest first, each linking to its page. */
export function OrdersPage() {
  const t = useTranslation(ordersMessages);
  const { lang } = useI18n();
  const [orders, setOrders] = useState<OrderView[] | 'error' | null>(null);

  useEffect(() => {
    let live = true;
    getMyOrders().then(
      (list) => live && setOrders(list),
      () => live && setOrders('error'),
    );
    return () => {
      live = false;
    };
  }, []);

  let body;
  if (orders === null) body = <LoadingContent label={t('loading')} />;
  else if (orders === 'error')
    body = (
      <Alert $tone="error" role="alert">
        {t('listFailed')}
      </Alert>
    );
  else if (orders.length === 0) body = <p>{t('listEmpty')}</p>;
  else
    body = (
      <List>
        {orders.map((order) => (
          <li key={order.reference}>
            <Link to={paths.order(order.reference)}>
              <Code>{order.reference}</Code>
            </Link>
            <p>{order.lines.map((line) => line.description).join(', ')}</p>
            <p>
              {t('status')}: {t(STATUS_KEYS[order.status])} · {t('total')}:{' '}
              <Amount amount={order.total} currency={order.currency} />
            </p>
            <p>{t('placedOn', { date: dateTime(order.createdAt, lang) })}</p>
          </li>
        ))}
      </List>
    );
  return (
    <PageContainer>
      <Heading>{t('listTitle')}</Heading>
      {body}
    </PageContainer>
  );
}
