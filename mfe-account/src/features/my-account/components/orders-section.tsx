import { Link } from 'react-router-dom';
import { Alert, paths, useTranslation } from 'shared';
import { errorText } from '../../../lib/api-helpers';
import { useFormats } from '../../../lib/use-formats';
import { fetchMyOrders } from '../api/my-orders';
import { Hint, Part, TableBox } from './styles';
import { messages } from './texts';
import { useLoaded } from './use-loaded';

/** The learner's latest orders, each linking to its page in the payments remote. */
export function OrdersSection() {
  const t = useTranslation(messages);
  const format = useFormats();
  const { data, error, done } = useLoaded(fetchMyOrders);
  return (
    <Part id="orders" aria-labelledby="orders-title">
      <h2 id="orders-title">{t('ordersTitle')}</h2>
      {!done ? <Hint>{t('ordersLoading')}</Hint> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('ordersFailed'))}
        </Alert>
      ) : null}
      {data && data.length === 0 ? <Hint>{t('ordersEmpty')}</Hint> : null}
      {data && data.length > 0 ? (
        <>
          <TableBox>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('reference')}</th>
                  <th scope="col">{t('placed')}</th>
                  <th scope="col">{t('total')}</th>
                  <th scope="col">{t('orderStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((order) => (
                  <tr key={order.reference}>
                    <td>
                      <Link
                        to={paths.order(order.reference)}
                        aria-label={t('openOrder', { reference: order.reference })}
                      >
                        <bdi>{order.reference}</bdi>
                      </Link>
                    </td>
                    <td>
                      <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
                    </td>
                    <td>{format.money(order.total, order.currency)}</td>
                    <td>{t(`order_${order.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <p>
            <Link to={paths.orders}>{t('allOrders')}</Link>
          </p>
        </>
      ) : null}
    </Part>
  );
}
