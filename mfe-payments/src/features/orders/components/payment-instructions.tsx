import { Fragment } from 'react';
import { formatMoney } from 'contracts';
import styled from 'styled-components';
import { useI18n, useSiteConfig, type Translate } from 'shared';
import type { OrderView } from '../api/orders';
import type { OrdersKey } from '../i18n/messages';
import { dateTime } from '../lib/format';
import { Amount, Code } from './amount';
import { CardPayment } from './card-payment';
import { Amounts } from './order-summary';
import { UpiQr } from './upi-qr';
import { UtrForm } from './utr-form';

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  > * {
    flex: 1 1 16rem;
  }
`;

/**
 * How to pay an order awaiting payment: how long it is held, the bank's details and the UPI code
 * of the exact amount (both from the order's answer), PayPal's page, and the UTR form.
 */
export function PaymentInstructions({
  order,
  onChange,
  t,
}: {
  order: OrderView;
  onChange: (order: OrderView) => void;
  t: Translate<OrdersKey>;
}) {
  const { lang } = useI18n();
  const config = useSiteConfig();
  const { payment } = order;
  const reference = <Code>{order.reference}</Code>;
  const bankRows: Array<[OrdersKey, string]> = payment
    ? [
        ['accountHolder', payment.bank.accountHolderName],
        ['accountNumber', payment.bank.accountNumber],
        ['bankName', payment.bank.bankName],
        ['ifsc', payment.bank.ifscCode],
      ]
    : [];
  return (
    <section aria-labelledby="pay-heading">
      <h2 id="pay-heading">{t('payHeading')}</h2>
      <p>{t('holdUntil', { time: dateTime(order.holdUntil, lang) })}</p>
      <p>
        {t('reference')}: {reference}
      </p>
      <p>{t('payReference', { reference: order.reference })}</p>
      {order.method === 'card' && <CardPayment reference={order.reference} t={t} />}
      {order.method === 'paypal' && (
        <>
          <h3>{t('paypalHeading')}</h3>
          <p>
            <a href={config.payments.paypalUrl} target="_blank" rel="noopener noreferrer">
              {t('paypalLink')}
            </a>
          </p>
        </>
      )}
      {payment && (
        <Columns>
          {payment.upiLink && (
            <div>
              <h3>{t('upiHeading')}</h3>
              <p>{t('upiScan')}</p>
              <UpiQr
                link={payment.upiLink}
                label={t('upiQrLabel', {
                  amount: formatMoney({ amount: order.total, currency: order.currency }, lang),
                  reference: order.reference,
                })}
              />
              <p>
                <a href={payment.upiLink}>{t('upiOpen')}</a>
              </p>
            </div>
          )}
          <div>
            <h3>{t('bankHeading')}</h3>
            <Amounts>
              {bankRows.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{t(label)}</dt>
                  <dd>
                    <Code>{value}</Code>
                  </dd>
                </Fragment>
              ))}
              <dt>{t('amountToPay')}</dt>
              <dd>
                <Amount amount={order.total} currency={order.currency} />
              </dd>
            </Amounts>
          </div>
        </Columns>
      )}
      {(order.method === 'bank' || order.method === 'upi') && (
        <UtrForm order={order} onSaved={onChange} t={t} />
      )}
    </section>
  );
}
