import styled from 'styled-components';
import { useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { useFormats } from '../../../../lib/use-formats';
import type { StaffOrderView } from '../../api/orders-api';
import { currencyOf, methodKey } from '../../data/labels';
import { OrderTimeline } from './order-timeline';
import { messages } from './texts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** What an order is: its lines, billing, amounts with the GST split and timeline. */
export function OrderDetail({ order }: { order: StaffOrderView }) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const currency = currencyOf(order.currency);
  const money = (amount: number) => <bdi dir="ltr">{formats.money(amount, currency)}</bdi>;
  const supply =
    order.supplyKind === 'intra-state'
      ? t('intraState')
      : order.supplyKind === 'inter-state'
        ? t('interState')
        : t('export');
  const method = methodKey(order.method);

  return (
    <>
      <Facts>
        <dt>{t('status')}</dt>
        <dd>{t(order.status)}</dd>
        <dt>{t('buyer')}</dt>
        <dd>
          <bdi dir="ltr">{order.buyerEmail}</bdi>
        </dd>
        <dt>{t('method')}</dt>
        <dd>{method ? t(method) : order.method}</dd>
        <dt>{t('total')}</dt>
        <dd>{money(order.total)}</dd>
        <dt>{t('placed')}</dt>
        <dd>{formats.dateTime(order.createdAt)}</dd>
        {order.status === 'awaiting_payment' ? (
          <>
            <dt>{t('holdUntil')}</dt>
            <dd>{formats.dateTime(order.holdUntil)}</dd>
          </>
        ) : null}
        {order.paidAt ? (
          <>
            <dt>{t('paidOn')}</dt>
            <dd>{formats.dateTime(order.paidAt)}</dd>
          </>
        ) : null}
        {order.utr ? (
          <>
            <dt>{t('buyerUtr')}</dt>
            <dd>
              <bdi dir="ltr">{order.utr}</bdi>
            </dd>
          </>
        ) : null}
      </Facts>

      <h3>{t('lines')}</h3>
      <DataTable
        caption={t('lines')}
        rows={order.lines}
        rowKey={(l) => `${l.kind}-${l.courseSlug}-${l.description}`}
        columns={[
          {
            key: 'item',
            label: t('item'),
            render: (l) => (
              <>
                <bdi>{l.description}</bdi>
                {l.batch ? (
                  <div>
                    {t('batchDates', {
                      from: formats.date(l.batch.startsOn),
                      until: formats.date(l.batch.endsOn),
                    })}
                  </div>
                ) : null}
              </>
            ),
          },
          { key: 'quantity', label: t('quantity'), render: (l) => formats.number(l.quantity) },
          { key: 'unit', label: t('unitPrice'), render: (l) => money(l.unitPrice) },
          {
            key: 'attendees',
            label: t('attendees'),
            render: (l) => (l.attendees.length ? <bdi>{l.attendees.join(', ')}</bdi> : '—'),
          },
        ]}
      />

      <h3>{t('billing')}</h3>
      <Facts>
        <dt>{t('name')}</dt>
        <dd>
          <bdi>{order.billing.name}</bdi>
        </dd>
        <dt>{t('address')}</dt>
        <dd>
          <bdi>{order.billing.address}</bdi>
        </dd>
        <dt>{t('country')}</dt>
        <dd>
          <bdi dir="ltr">{order.billing.country}</bdi>
        </dd>
        {order.billing.state ? (
          <>
            <dt>{t('gstState')}</dt>
            <dd>
              <bdi dir="ltr">{order.billing.state}</bdi>
            </dd>
          </>
        ) : null}
        {order.billing.gstin ? (
          <>
            <dt>{t('gstin')}</dt>
            <dd>
              <bdi dir="ltr">{order.billing.gstin}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('placeOfSupply')}</dt>
        <dd>
          <bdi>{order.placeOfSupply}</bdi>
        </dd>
      </Facts>

      <h3>{t('amounts')}</h3>
      <p>{supply}</p>
      <Facts>
        <dt>{t('subtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
        {order.discount ? (
          <>
            <dt>{t('discount')}</dt>
            <dd>{money(order.discount)}</dd>
          </>
        ) : null}
        <dt>{t('taxable')}</dt>
        <dd>{money(order.taxable)}</dd>
        {order.supplyKind === 'intra-state' ? (
          <>
            <dt>{t('cgst')}</dt>
            <dd>{money(order.cgst)}</dd>
            <dt>{t('sgst')}</dt>
            <dd>{money(order.sgst)}</dd>
          </>
        ) : null}
        {order.supplyKind === 'inter-state' ? (
          <>
            <dt>{t('igst')}</dt>
            <dd>{money(order.igst)}</dd>
          </>
        ) : null}
        <dt>{t('total')}</dt>
        <dd>{money(order.total)}</dd>
      </Facts>

      <h3>{t('timeline')}</h3>
      <OrderTimeline events={order.timeline} />
    </>
  );
}
