import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ORDER_STATUSES } from 'contracts';
import { Alert, Button, Field, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import type { useServerPage } from '../../../../components/use-server-page';
import { describedBy, Hint } from '../../../../components/form-field';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import type { OrderStatus, OrdersFilter, StaffOrderRow } from '../../api/orders-api';
import { currencyOf, methodKey } from '../../data/labels';
import { messages } from './texts';

/** The list as the panel holds it: the filter applied, the page shown and the cursors seen. */
export type OrdersListState = ReturnType<typeof useServerPage<StaffOrderRow, OrdersFilter>>;

const Filters = styled.form`
  display: flex;
  gap: 0 1rem;
  align-items: flex-end;
  flex-wrap: wrap;
`;

/** The list: a status and a search applied together, a page of orders, its pages. */
export function OrdersList({
  orders,
  onOpen,
}: {
  orders: OrdersListState;
  onOpen: (reference: string) => void;
}) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const [status, setStatus] = useState<OrderStatus | ''>(orders.filter.status);
  const [q, setQ] = useState(orders.filter.q);
  const { list: page, error } = orders;

  function submit(event: FormEvent) {
    event.preventDefault();
    orders.search({ status, q });
  }

  const method = (r: StaffOrderRow) => {
    const key = methodKey(r.method);
    return key ? t(key) : r.method;
  };

  return (
    <>
      <Filters role="search" onSubmit={submit} aria-label={t('title')}>
        <Field>
          <label htmlFor="orders-status">{t('status')}</label>
          <select
            id="orders-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
          >
            <option value="">{t('anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(s)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="orders-q">{t('search')}</label>
          <input
            id="orders-q"
            type="search"
            dir="ltr"
            autoComplete="off"
            value={q}
            {...describedBy('orders-q', undefined, t('searchHint'))}
            onChange={(e) => setQ(e.target.value)}
          />
          <Hint id="orders-q-hint">{t('searchHint')}</Hint>
        </Field>
        <Field>
          <Button type="submit">{t('find')}</Button>
        </Field>
      </Filters>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}
        </Alert>
      ) : null}
      {!page && !error ? <p>{t('loading')}</p> : null}
      {page && page.rows.length === 0 ? <p>{t('none')}</p> : null}
      {page && page.rows.length > 0 ? (
        <DataTable
          caption={t('title')}
          rows={page.rows}
          rowKey={(r) => r.reference}
          serverPage={orders.serverPage}
          columns={[
            {
              key: 'reference',
              label: t('reference'),
              render: (r) => <bdi dir="ltr">{r.reference}</bdi>,
            },
            { key: 'status', label: t('status'), render: (r) => t(r.status) },
            { key: 'buyer', label: t('buyer'), render: (r) => <bdi dir="ltr">{r.buyerEmail}</bdi> },
            { key: 'method', label: t('method'), render: method },
            {
              key: 'total',
              label: t('total'),
              render: (r) => <bdi dir="ltr">{formats.money(r.total, currencyOf(r.currency))}</bdi>,
              sortValue: (r) => r.total,
            },
            {
              key: 'placed',
              label: t('placed'),
              render: (r) => formats.dateTime(r.createdAt),
              sortValue: (r) => r.createdAt,
            },
            {
              key: 'open',
              label: t('open'),
              render: (r) => (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('openOrder', { reference: r.reference })}
                  onClick={() => onOpen(r.reference)}
                >
                  {t('open')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
