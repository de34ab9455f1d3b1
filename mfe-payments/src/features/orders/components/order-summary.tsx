import styled from 'styled-components';
import { useI18n, type Translate } from 'shared';
import type { OrderView } from '../api/orders';
import type { OrdersKey } from '../i18n/messages';
import { day } from '../lib/format';
import { Amount } from './amount';

export const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  max-width: 32rem;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.35rem;
  }
`;

/** The order's lines and the amounts it was charged, as the API priced them. */
export function OrderSummary({ order, t }: { order: OrderView; t: Translate<OrdersKey> }) {
  const { lang } = useI18n();
  const money = (amount: number) => <Amount amount={amount} currency={order.currency} />;
  const taxes = (['cgst', 'sgst', 'igst'] as const).filter((name) => order[name] > 0);
  return (
    <>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('linesHeading')}</h2>
        <ul>
          {order.lines.map((line, i) => (
            <li key={i}>
              <p>{line.description}</p>
              <p>
                {t('lineQuantity', { count: new Intl.NumberFormat(lang).format(line.quantity) })}
              </p>
              <p>
                {t('lineUnitPrice')}: {money(line.unitPrice)}
              </p>
              {line.batch && (
                <p>
                  {t('batchDates', {
                    start: day(line.batch.startsOn, lang),
                    end: day(line.batch.endsOn, lang),
                    schedule: line.batch.schedule,
                  })}
                </p>
              )}
              {line.attendees.length > 0 && (
                <p>
                  {t('attendees', {
                    names: new Intl.ListFormat(lang, { type: 'conjunction' }).format(
                      line.attendees,
                    ),
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-amounts">
        <h2 id="order-amounts">{t('amountsHeading')}</h2>
        <Amounts>
          <dt>{t('subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
          {order.discount > 0 && (
            <>
              <dt>{t('discount')}</dt>
              <dd>−{money(order.discount)}</dd>
            </>
          )}
          <dt>{t('taxable')}</dt>
          <dd>{money(order.taxable)}</dd>
          {taxes.map((name) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{t(name)}</dt>
              <dd>{money(order[name])}</dd>
            </div>
          ))}
          {order.supplyKind === 'export' && (
            <>
              <dt>{t('exportZeroRated')}</dt>
              <dd>{money(0)}</dd>
            </>
          )}
          <dt className="total">{t('total')}</dt>
          <dd className="total">{money(order.total)}</dd>
        </Amounts>
      </section>
    </>
  );
}
